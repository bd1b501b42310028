import type { Food, FoodReview } from '@daengnyang/contract/food';
import type { Caller } from '../../auth/caller.ts';
import { toAuthorSummary, toUserSummary } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ImageUrls } from '../../images/urls.ts';
import { blockedAuthorMark } from '../blocks/marks.ts';
import { editedMark } from '../editing/edited-mark.ts';
import { threadEntryView } from '../moderation/withheld.ts';
import type { FoodReviewRow, FoodRow } from './repository.ts';

/** The wire shape of a food (wire-contract §4); lists pass no reviews. */
export function toFood(row: FoodRow, reviews: FoodReview[], imageUrls: ImageUrls): Food {
  return {
    foodId: row.foodId,
    foodCategoryId: row.categoryId,
    foodCategory: { foodCategoryId: row.categoryId, foodCategoryName: row.categoryName },
    title: row.title,
    content: row.content,
    price: row.price,
    foodAddress: row.foodAddress,
    createdAt: formatSeoulDateTime(row.createdAt),
    isLike: Number(row.isLike),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    user: toUserSummary(row, imageUrls),
    foodImgs: row.images.map((image) => imageUrls.image(image)),
    foodComment: reviews,
  };
}

/** A withheld review shows as the placeholder, without images, to all but its author and admins. */
export function toFoodReview(row: FoodReviewRow, imageUrls: ImageUrls, caller: Caller): FoodReview {
  const shown = threadEntryView(caller, row);
  return {
    foodCommentId: row.id,
    foodId: row.foodId,
    userId: row.authorId,
    content: shown.content,
    createdAt: formatSeoulDateTime(row.createdAt),
    isLike: Number(row.isLike),
    likeCount: row.likeCount,
    user: toAuthorSummary(row, imageUrls),
    foodCommentImgs: shown.withheld ? [] : row.images.map((image) => imageUrls.image(image)),
    ...shown.mark,
    ...blockedAuthorMark(row.blockedAuthor),
    ...editedMark(row.editedAt),
  };
}
