import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionsFieldSchema,
  ImageSchema,
  pageQuerySchema,
  SearchTextSchema,
  UserSummarySchema,
} from './common.ts';
import { FOOD_SORTS, PAGE_SIZES } from './constants.ts';
import { EditedMarkShape } from './edited-mark.ts';
import { MESSAGES } from './messages.ts';
import { ModerationMarksShape } from './moderation-marks.ts';
import { multiLineText } from './text.ts';

export const FoodCategorySchema = z.object({
  foodCategoryId: z.number().int(),
  foodCategoryName: z.string(),
});

/** A review; `isLike`/`likeCount` are the "helpful" marks. */
export const FoodReviewSchema = z.object({
  foodCommentId: z.number().int(),
  foodId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: DateTimeSchema,
  isLike: z.number().int(),
  likeCount: z.number().int(),
  user: UserSummarySchema,
  foodCommentImgs: z.array(ImageSchema),
  ...ModerationMarksShape,
  ...EditedMarkShape,
});
export type FoodReview = z.infer<typeof FoodReviewSchema>;

/**
 * A food as lists (`foodComment: []`) and the detail (reviews most helpful first, then newest)
 * show it. `price` is whole won as a number; `foodImgs` always holds at least one image.
 */
export const FoodSchema = z.object({
  foodId: z.number().int(),
  foodCategoryId: z.number().int(),
  foodCategory: FoodCategorySchema,
  title: z.string(),
  content: z.string(),
  price: z.number().int(),
  foodAddress: z.string(),
  createdAt: DateTimeSchema,
  isLike: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  user: UserSummarySchema,
  foodImgs: z.array(ImageSchema),
  foodComment: z.array(FoodReviewSchema),
});
export type Food = z.infer<typeof FoodSchema>;

/** The home carousel: up to six foods, most liked first. */
export const BestFoodsSchema = z.array(FoodSchema);

/**
 * `sort`: `rank` (likes, then newest; the default), `price_asc`, `price_desc`, `new`; an
 * unknown value falls back to `rank` rather than failing the page.
 */
export const FoodListQuerySchema = pageQuerySchema(PAGE_SIZES.foodList).extend({
  sort: z.enum(FOOD_SORTS).catch('rank').default('rank'),
});
export type FoodListQuery = z.infer<typeof FoodListQuerySchema>;

/** Foods whose title, content or category name contain every word, most liked first. */
export const FoodSearchQuerySchema = pageQuerySchema(PAGE_SIZES.foodSearch).extend({
  searchText: SearchTextSchema,
});
export type FoodSearchQuery = z.infer<typeof FoodSearchQuerySchema>;

export const FoodIdParamsSchema = z.object({ foodId: IdSchema });
/** A review of that food; 404 when the review belongs to another food. */
export const FoodReviewParamsSchema = z.object({ foodId: IdSchema, foodCommentId: IdSchema });
/** Owner deletes carry the caller's own user id (wire-contract §3). */
export const FoodReviewDeleteParamsSchema = z.object({ commentId: IdSchema, userId: IdSchema });

/** The scalar field of the multipart review form (images come as repeated `files`). */
export const FoodReviewFieldsSchema = z.object({
  content: multiLineText(MESSAGES.foodReviewRequired)
    .min(1, MESSAGES.foodReviewRequired)
    .max(1000, MESSAGES.foodReviewTooLong),
  imageDescriptions: ImageDescriptionsFieldSchema,
});
export type FoodReviewFields = z.infer<typeof FoodReviewFieldsSchema>;

export const FoodCreatedIdSchema = z.number().int();
