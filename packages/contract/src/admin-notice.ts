import { z } from 'zod';
import { keptWhenEmpty } from './admin-form.ts';
import {
  DateTimeSchema,
  IdSchema,
  ImageDescriptionsFieldSchema,
  idSchema,
  pageQuerySchema,
} from './common.ts';
import { NOTICE_CATEGORIES, PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * A flat table row; clients render the columns in key order, so the keys stay in exactly this
 * order (wire-contract §4, §5). `name` is the author's; `imgUrls` are absolute image URLs.
 */
export const AdminNoticeRowSchema = z.object({
  noticeId: z.number().int(),
  noticeCategoryName: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  imgUrls: z.array(z.string()),
  createdAt: DateTimeSchema,
});
export type AdminNoticeRow = z.infer<typeof AdminNoticeRowSchema>;

const noticeCategoryIds: readonly number[] = NOTICE_CATEGORIES.map((category) => category.id);
const isNoticeCategory = (id: number) => noticeCategoryIds.includes(id);

/**
 * `noticeCategoryId` 1–3 filters; absent or any other value means every category. An absent or
 * empty `searchText` means no filter (title).
 */
export const AdminNoticeQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  noticeCategoryId: IdSchema.refine(isNoticeCategory).optional().catch(undefined),
  searchText: singleLineText().max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.searchTextTooLong).optional(),
});
export type AdminNoticeQuery = z.infer<typeof AdminNoticeQuerySchema>;

export const AdminNoticeIdParamsSchema = z.object({ id: IdSchema });

/** The ids of a bulk delete, as the JSON body; an empty array changes nothing. */
export const AdminNoticeIdsSchema = z.array(IdSchema).max(1000);

const noticeCategoryId = idSchema(MESSAGES.adminNoticeCategoryRequired).refine(
  isNoticeCategory,
  MESSAGES.adminNoticeCategoryRequired,
);
const title = singleLineText(MESSAGES.adminNoticeTitleRequired)
  .min(1, MESSAGES.adminNoticeTitleRequired)
  .max(100, MESSAGES.adminNoticeTitleTooLong);
const content = multiLineText(MESSAGES.adminNoticeContentRequired)
  .min(1, MESSAGES.adminNoticeContentRequired)
  .max(10_000, MESSAGES.adminNoticeContentTooLong);

/** A day as the admin form sends it (`<input type="date">`); absent or empty means none. */
const eventDate = z
  .string()
  .refine((value) => value === '' || isCalendarDate(value), MESSAGES.adminEventDateInvalid)
  .optional();

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day a form field names, or null for none. */
export const eventDateOf = (value: string | undefined): string | null => value || null;

type EventPeriodFields = { eventStartsOn?: string | undefined; eventEndsOn?: string | undefined };

/**
 * An event's period (additive to the wire contract): both days or neither, the end not before
 * the start. Only events may have one (the service checks the category, which an edit may keep).
 */
function checkEventPeriod(form: EventPeriodFields, context: z.RefinementCtx): void {
  const startsOn = eventDateOf(form.eventStartsOn);
  const endsOn = eventDateOf(form.eventEndsOn);
  if ((startsOn === null) !== (endsOn === null)) {
    context.addIssue({
      code: 'custom',
      message: MESSAGES.adminEventPeriodIncomplete,
      path: ['eventEndsOn'],
    });
  } else if (startsOn !== null && endsOn !== null && endsOn < startsOn) {
    context.addIssue({
      code: 'custom',
      message: MESSAGES.adminEventPeriodReversed,
      path: ['eventEndsOn'],
    });
  }
}

/**
 * The scalar fields of the multipart create form; 0–5 images come as repeated `files`.
 * `eventStartsOn`/`eventEndsOn` (YYYY-MM-DD, optional) give an event its period.
 */
export const AdminNoticeCreateFieldsSchema = z
  .object({
    noticeCategoryId,
    title,
    content,
    eventStartsOn: eventDate,
    eventEndsOn: eventDate,
    imageDescriptions: ImageDescriptionsFieldSchema,
  })
  .superRefine(checkEventPeriod);
export type AdminNoticeCreateFields = z.infer<typeof AdminNoticeCreateFieldsSchema>;

/**
 * The edit form: `noticeId` is required, the rest is kept when absent (an event's period too:
 * both dates replace it, none keeps it). Files, when sent,
 * replace the notice's images; none sent keeps them.
 */
export const AdminNoticeUpdateFieldsSchema = z
  .object({
    noticeId: idSchema(MESSAGES.adminNoticeIdRequired),
    noticeCategoryId: keptWhenEmpty(noticeCategoryId),
    title: keptWhenEmpty(title),
    content: keptWhenEmpty(content),
    eventStartsOn: eventDate,
    eventEndsOn: eventDate,
    imageDescriptions: ImageDescriptionsFieldSchema,
  })
  .superRefine(checkEventPeriod);
export type AdminNoticeUpdateFields = z.infer<typeof AdminNoticeUpdateFieldsSchema>;
