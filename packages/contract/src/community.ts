import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionsFieldSchema,
  ImageSchema,
  idSchema,
  pageQuerySchema,
  SearchTextSchema,
  UserSummarySchema,
} from './common.ts';
import {
  COMMUNITY_ALL_CATEGORY_ID,
  COMMUNITY_SORTS,
  COMMUNITY_WRITABLE_CATEGORY_IDS,
  PAGE_SIZES,
} from './constants.ts';
import { EditedMarkShape } from './edited-mark.ts';
import { MESSAGES } from './messages.ts';
import { ModerationMarksShape } from './moderation-marks.ts';
import { multiLineText, singleLineText } from './text.ts';

export const CommunityCategorySchema = z.object({
  communityCategoryId: z.number().int(),
  communityCategoryName: z.string(),
});

/** `level` 0 = top-level; 1 = reply, with the thread's top-level comment and the user replied to. */
export const CommunityCommentSchema = z.object({
  communityCommentId: z.number().int(),
  communityId: z.number().int(),
  userId: z.number().int(),
  parentCommentId: z.number().int().nullable(),
  parentUserId: z.number().int().nullable(),
  parentUserName: z.string().nullable(),
  level: z.number().int(),
  content: z.string(),
  createdAt: DateTimeSchema,
  user: UserSummarySchema,
  ...ModerationMarksShape,
  ...EditedMarkShape,
});
export type CommunityComment = z.infer<typeof CommunityCommentSchema>;

/** A post as lists (with `communityComments: []`) and the detail (with its thread) show it. */
export const CommunityPostSchema = z.object({
  communityId: z.number().int(),
  communityCategoryId: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: DateTimeSchema,
  views: z.number().int(),
  isLike: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  communityCategory: CommunityCategorySchema,
  communityCategoryName: z.string(),
  user: UserSummarySchema,
  communityImgs: z.array(ImageSchema),
  communityComments: z.array(CommunityCommentSchema),
  ...ModerationMarksShape,
  ...EditedMarkShape,
});
export type CommunityPost = z.infer<typeof CommunityPostSchema>;

/** The four featured posts of the home page; each null while no post qualifies. */
export const BestCommunitySchema = z.object({
  mostLiked: CommunityPostSchema.nullable(),
  mostViewed: CommunityPostSchema.nullable(),
  bestMissing: CommunityPostSchema.nullable(),
  bestFoster: CommunityPostSchema.nullable(),
});
export type BestCommunity = z.infer<typeof BestCommunitySchema>;

/** A path's `categoryId` is 1 (all) to 7; the server answers 404 for an unknown one. */
export const CommunityListParamsSchema = z.object({ categoryId: IdSchema });
export const CommunityPostParamsSchema = z.object({
  categoryId: IdSchema,
  communityId: IdSchema,
});
export const CommunityIdParamsSchema = z.object({ communityId: IdSchema });
/** Owner deletes carry the caller's own user id (wire-contract §3). */
export const CommunityOwnerDeleteParamsSchema = z.object({
  communityId: IdSchema,
  userId: IdSchema,
});
export const CommunityCommentDeleteParamsSchema = z.object({
  commentId: IdSchema,
  userId: IdSchema,
});

/** `sort` falls back to `new` for unknown values; extra parameters (`categoryId`) are ignored. */
export const CommunityListQuerySchema = pageQuerySchema(PAGE_SIZES.communityList).extend({
  sort: z.enum(COMMUNITY_SORTS).catch('new').default('new'),
});
export type CommunityListQuery = z.infer<typeof CommunityListQuerySchema>;

export const CommunitySearchQuerySchema = pageQuerySchema(PAGE_SIZES.communitySearch).extend({
  searchText: SearchTextSchema,
});
export type CommunitySearchQuery = z.infer<typeof CommunitySearchQuerySchema>;

const writableCategoryIds: readonly number[] = COMMUNITY_WRITABLE_CATEGORY_IDS;

/** The scalar fields of the multipart post form (the images come as repeated `files`). */
export const CommunityCreateFieldsSchema = z.object({
  communityCategoryId: idSchema(MESSAGES.communityCategoryInvalid).refine(
    (id) => writableCategoryIds.includes(id),
    MESSAGES.communityCategoryInvalid,
  ),
  title: singleLineText(MESSAGES.communityTitleRequired)
    .min(1, MESSAGES.communityTitleRequired)
    .max(100, MESSAGES.communityTitleTooLong),
  content: multiLineText(MESSAGES.communityContentRequired)
    .min(1, MESSAGES.communityContentRequired)
    .max(10_000, MESSAGES.communityContentTooLong),
  imageDescriptions: ImageDescriptionsFieldSchema,
});
export type CommunityCreateFields = z.infer<typeof CommunityCreateFieldsSchema>;

/**
 * A comment, or a reply when `parentCommentId` is set. `communityId` is what clients send
 * along; the path's id is the one used. `parentUserId` names the user replied to within the
 * thread (a reply to a reply); the server checks it against the thread.
 */
export const CommunityCommentCreateSchema = z.object({
  communityId: IdSchema.optional(),
  content: multiLineText(MESSAGES.communityCommentRequired)
    .min(1, MESSAGES.communityCommentRequired)
    .max(1000, MESSAGES.communityCommentTooLong),
  parentCommentId: IdSchema.nullish(),
  parentUserId: IdSchema.nullish(),
});
export type CommunityCommentCreate = z.infer<typeof CommunityCommentCreateSchema>;

export const CreatedIdSchema = z.number().int();
/** The view-count call answers `0`. */
export const ViewCountedSchema = z.literal(0);

export function isCommunityListCategory(id: number): boolean {
  return id === COMMUNITY_ALL_CATEGORY_ID || writableCategoryIds.includes(id);
}
