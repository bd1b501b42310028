import { z } from 'zod';
import { DateTimeSchema, ImageSchema, pageQuerySchema } from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { EditedMarkShape } from './edited-mark.ts';
import { pagedSchema } from './paging.ts';
import { PET_REPORT_STATUSES } from './pet-report-constants.ts';

export const MyPostsQuerySchema = pageQuerySchema(PAGE_SIZES.myPosts);
export const MyCommentsQuerySchema = pageQuerySchema(PAGE_SIZES.myComments);
export const MyLikedFoodsQuerySchema = pageQuerySchema(PAGE_SIZES.myLikedFoods);

/** One of my community posts; clients link it as /community/1/{communityId}. */
export const MyPostSchema = z.object({
  categoryName: z.string(),
  communityId: z.number().int(),
  communityCategoryId: z.number().int(),
  title: z.string(),
  createdAt: DateTimeSchema,
  likeCount: z.number().int(),
  views: z.number().int(),
  /** Additive (issue 21): withheld by moderation; present only when true. */
  hidden: z.literal(true).optional(),
  /** Additive (issue 23): the status of the post's structured report, when it has one. */
  petReportStatus: z.enum(PET_REPORT_STATUSES).optional(),
  ...EditedMarkShape,
});
export type MyPost = z.infer<typeof MyPostSchema>;
export const MyPostPageSchema = pagedSchema(MyPostSchema);

export const MY_COMMENT_TYPES = ['COMMUNITY', 'FOOD', 'NOTICE'] as const;
export type MyCommentType = (typeof MY_COMMENT_TYPES)[number];

/**
 * One of my comments: a community comment, a food review or a notice comment, with the item
 * it belongs to (`parentId` is the post, food or notice id).
 */
export const MyCommentSchema = z.object({
  type: z.enum(MY_COMMENT_TYPES),
  parentCategoryName: z.string(),
  parentId: z.number().int(),
  parentTitle: z.string(),
  commentId: z.number().int(),
  content: z.string(),
  createdAt: DateTimeSchema,
  /** Additive (issue 21): withheld by moderation; present only when true. */
  hidden: z.literal(true).optional(),
  ...EditedMarkShape,
});
export type MyComment = z.infer<typeof MyCommentSchema>;
export const MyCommentPageSchema = pagedSchema(MyCommentSchema);

/** A food I liked; `address` is its purchase URL, `isLike` is always 1 here. */
export const MyLikedFoodSchema = z.object({
  foodId: z.number().int(),
  foodImgs: z.array(ImageSchema),
  categoryName: z.string(),
  title: z.string(),
  price: z.number().int(),
  address: z.string(),
  isLike: z.number().int(),
  likeCount: z.number().int(),
});
export type MyLikedFood = z.infer<typeof MyLikedFoodSchema>;
export const MyLikedFoodPageSchema = pagedSchema(MyLikedFoodSchema);

/**
 * DELETE /api/mypage/user: `deleteContent=true` deletes what the member wrote (posts,
 * comments, reviews, with their images and the replies under them) instead of leaving it under
 * '탈퇴한 사용자'. Additive to the wire contract; without it the withdrawal is as before.
 */
export const WithdrawalQuerySchema = z.object({
  deleteContent: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type WithdrawalQuery = z.input<typeof WithdrawalQuerySchema>;
