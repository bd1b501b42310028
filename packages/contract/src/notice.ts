import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionsFieldSchema,
  ImageSchema,
  pageQuerySchema,
  UserSummarySchema,
} from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { EditedMarkShape } from './edited-mark.ts';
import { MESSAGES } from './messages.ts';
import { ModerationMarksShape } from './moderation-marks.ts';
import { multiLineText } from './text.ts';

export const NoticeCategorySchema = z.object({
  noticeCategoryId: z.number().int(),
  noticeCategoryName: z.string(),
});

export const NoticeCommentSchema = z.object({
  noticeCommentId: z.number().int(),
  noticeId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: DateTimeSchema,
  user: UserSummarySchema,
  noticeCommentImgs: z.array(ImageSchema),
  ...ModerationMarksShape,
  ...EditedMarkShape,
});
export type NoticeComment = z.infer<typeof NoticeCommentSchema>;

/** A calendar date in the site's time zone (Asia/Seoul), `YYYY-MM-DD`. */
const CalendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * When an event runs, both days included (Seoul dates). Additive to the wire contract: only
 * events (category 3) may have one; clients show 예정, 진행중 or 마감 from it.
 */
export const EventPeriodSchema = z.object({
  startsOn: CalendarDateSchema,
  endsOn: CalendarDateSchema,
});
export type EventPeriod = z.infer<typeof EventPeriodSchema>;

/**
 * A notice, magazine article or event as lists (`noticeComment: []`) and the detail (comments
 * newest first) show it. `imgUrls` repeats the `imgUrl` of each of `noticeImgs`.
 */
export const NoticeSchema = z.object({
  noticeId: z.number().int(),
  noticeCategoryId: z.number().int(),
  noticeCategoryName: z.string(),
  noticeCategory: NoticeCategorySchema,
  title: z.string(),
  content: z.string(),
  createdAt: DateTimeSchema,
  views: z.number().int(),
  isLike: z.number().int(),
  likeCount: z.number().int(),
  user: UserSummarySchema,
  noticeImgs: z.array(ImageSchema),
  imgUrls: z.array(z.string()),
  noticeComment: z.array(NoticeCommentSchema),
  /** Additive: the event's period; null for notices, magazine articles and undated events. */
  eventPeriod: EventPeriodSchema.nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** A path's `categoryId` is 1 (공지사항), 2 (매거진) or 3 (이벤트); others answer 404. */
export const NoticeListParamsSchema = z.object({ categoryId: IdSchema });
/** The detail answers 404 when the notice is not in the path's category. */
export const NoticeDetailParamsSchema = z.object({ categoryId: IdSchema, noticeId: IdSchema });
export const NoticeIdParamsSchema = z.object({ noticeId: IdSchema });
/** Owner deletes carry the caller's own user id (wire-contract §3). */
export const NoticeCommentDeleteParamsSchema = z.object({
  commentId: IdSchema,
  userId: IdSchema,
});

/** Extra parameters (`categoryId`) are ignored. */
export const NoticeListQuerySchema = pageQuerySchema(PAGE_SIZES.noticeList);
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

/** The scalar field of the multipart comment form (images come as repeated `files`). */
export const NoticeCommentFieldsSchema = z.object({
  content: multiLineText(MESSAGES.noticeCommentRequired)
    .min(1, MESSAGES.noticeCommentRequired)
    .max(1000, MESSAGES.noticeCommentTooLong),
  imageDescriptions: ImageDescriptionsFieldSchema,
});
export type NoticeCommentFields = z.infer<typeof NoticeCommentFieldsSchema>;

export const NoticeCreatedIdSchema = z.number().int();
/** The view-count call answers `0`. */
export const NoticeViewCountedSchema = z.literal(0);
