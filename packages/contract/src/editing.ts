import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionSchema,
  ImageSchema,
  jsonText,
  UserSummarySchema,
} from './common.ts';
import { CommunityCommentCreateSchema, CommunityCreateFieldsSchema } from './community.ts';
import { FoodReviewFieldsSchema } from './food.ts';
import { MESSAGES } from './messages.ts';
import { NoticeCommentFieldsSchema } from './notice.ts';

/**
 * Editing (issue 22). Only the author edits (403 `MESSAGES.editOwnOnly` otherwise — also for
 * administrators, who hide or delete but never rewrite a member's words); a write-banned member
 * cannot edit (the sanction's 403). The same checks as writing apply to every field.
 *
 * - `PUT /api/communities/{communityId}` multipart: the fields of `POST /api/communities`
 *   (`communityCategoryId`, `title`, `content`), new images as repeated `files`, and `images`
 *   (below) placing the kept and the new images in their final order.
 * - `PUT /api/communities/comments/{commentId}` JSON `{ content }` (a comment or a reply).
 * - `PUT /api/foods/comments/{commentId}` multipart: `content`, `files`, `images` (a review).
 * - `PUT /api/notice/comments/{commentId}` multipart: `content`, `files`, `images`.
 *
 * Each answers the envelope with `MESSAGES.edited` and the item's id as `data`. An edited item
 * carries `editedAt` in every read (`EditedMarkShape`). A post under moderation that its author
 * edits stays hidden and its case goes back to the open queue with the new version.
 */
export const EditParamsSchema = z.object({ communityId: IdSchema });
export const CommentEditParamsSchema = z.object({ commentId: IdSchema });

/**
 * One place of the edited item's image list: a current image kept (named by its `imgUrl` as the
 * reads give it) or the `file`-th of the new `files` (0-based), each with its alternative text
 * (omitted: a kept image keeps its text, a new one has none).
 */
export const ImageSlotSchema = z.union([
  z.object({ keep: z.string().min(1).max(2000), description: ImageDescriptionSchema.optional() }),
  z.object({ file: z.int().min(0).max(99), description: ImageDescriptionSchema.optional() }),
]);
export type ImageSlot = z.infer<typeof ImageSlotSchema>;

/**
 * The `images` form field of an edit: a JSON array of `ImageSlotSchema`, the final list in
 * order. Every new file appears exactly once; a `keep` must name a current image of that item
 * (400 `MESSAGES.editImagesInvalid` otherwise); current images not named are removed. Omitted:
 * the current images stay in their order and new files follow them. The item's image limit
 * counts the final list.
 */
export const ImageSlotsFieldSchema = jsonText(MESSAGES.editImagesInvalid)
  .pipe(z.array(ImageSlotSchema, MESSAGES.editImagesInvalid).max(50, MESSAGES.editImagesInvalid))
  .optional()
  .meta({
    description:
      'JSON array: the final image list in order, each `{ "keep": imgUrl }` (a current image) or `{ "file": n }` (the n-th of `files`, 0-based), optionally with `description`.',
    example:
      '[{"keep":"https://example.com/files/community/a.webp"},{"file":0,"description":"산책"}]',
  });

export const CommunityEditFieldsSchema = CommunityCreateFieldsSchema.omit({
  imageDescriptions: true,
}).extend({ images: ImageSlotsFieldSchema });
export type CommunityEditFields = z.infer<typeof CommunityEditFieldsSchema>;

export const CommunityCommentEditSchema = CommunityCommentCreateSchema.pick({ content: true });
export type CommunityCommentEdit = z.infer<typeof CommunityCommentEditSchema>;

export const FoodReviewEditFieldsSchema = FoodReviewFieldsSchema.omit({
  imageDescriptions: true,
}).extend({ images: ImageSlotsFieldSchema });
export type FoodReviewEditFields = z.infer<typeof FoodReviewEditFieldsSchema>;

export const NoticeCommentEditFieldsSchema = NoticeCommentFieldsSchema.omit({
  imageDescriptions: true,
}).extend({ images: ImageSlotsFieldSchema });
export type NoticeCommentEditFields = z.infer<typeof NoticeCommentEditFieldsSchema>;

/**
 * `GET /api/communities/{communityId}/revisions` — every version of a post, newest first; the
 * first is the post as written, the newest is what it shows now. For its author and for
 * administrators only (403 `MESSAGES.revisionsOwnOnly` for others, 404 for a missing post).
 * A quick fix — within 5 minutes of the last save, before anyone commented since, changing at
 * most 100 characters of title and content, same category and images — folds into the newest
 * revision instead of adding one. The files of every revision's images are kept as long as the
 * post exists. A revision an administrator hid (personal data) comes to the author as
 * `{ number, createdAt, hidden: true }` with empty title and content and no images; an
 * administrator receives it whole, marked `hidden: true`. The newest revision cannot be hidden
 * (400 `MESSAGES.revisionCurrent`): the author edits it, or moderation hides the post.
 */
export const RevisionSchema = z.object({
  number: z.int(),
  createdAt: DateTimeSchema,
  communityCategoryId: z.int(),
  title: z.string(),
  content: z.string(),
  /** Storage keys of the revision's images, in order (to compare versions). */
  imageKeys: z.array(z.string()),
  images: z.array(ImageSchema),
  hidden: z.literal(true).optional(),
});
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionListSchema = z.object({
  communityId: z.int(),
  author: UserSummarySchema,
  revisions: z.array(RevisionSchema),
});
export type RevisionList = z.infer<typeof RevisionListSchema>;

/**
 * `PUT /api/admin/communities/{communityId}/revisions/{number}` `{ hidden }` — an administrator
 * hides a revision that exposed personal data (or shows it again); audited.
 */
export const RevisionParamsSchema = z.object({ communityId: IdSchema, number: IdSchema });
export const RevisionVisibilitySchema = z.object({ hidden: z.boolean() });
