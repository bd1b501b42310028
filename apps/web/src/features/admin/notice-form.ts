import {
  type AdminNoticeCreateFields,
  AdminNoticeCreateFieldsSchema,
  type AdminNoticeUpdateFields,
  AdminNoticeUpdateFieldsSchema,
} from '@daengnyang/contract/admin-notice';
import { NOTICE_EVENT_CATEGORY_ID } from '@daengnyang/contract/constants';
import { type Checked, checkForm } from '@/lib/forms/contract-form.ts';

/** The dialog's fields as typed; the event's days are `YYYY-MM-DD`, or empty for none. */
export type NoticeFormValues = {
  noticeCategoryId: number;
  title: string;
  content: string;
  eventStartsOn: string;
  eventEndsOn: string;
};

const FIELDS = [
  'noticeCategoryId',
  'title',
  'content',
  'eventStartsOn',
  'eventEndsOn',
  'imageDescriptions',
] as const;
export type NoticeFormField = (typeof FIELDS)[number];

/** Only an event has a period, so the dialog shows the days only for one. */
export function takesEventPeriod(values: NoticeFormValues): boolean {
  return values.noticeCategoryId === NOTICE_EVENT_CATEGORY_ID;
}

/**
 * The days to check and send: none when the category is not an event, so days typed before
 * the category changed are not sent (the server refuses a period on anything else).
 */
function eventPeriodOf(values: NoticeFormValues) {
  return takesEventPeriod(values)
    ? { eventStartsOn: values.eventStartsOn, eventEndsOn: values.eventEndsOn }
    : { eventStartsOn: undefined, eventEndsOn: undefined };
}

/**
 * Spec §5: title and content are required; the images (0–5), their descriptions (the
 * contract's JSON field `imageDescriptions`) and an event's period optional.
 */
export function checkNoticeCreate(
  values: NoticeFormValues,
  imageDescriptions: string,
): Checked<AdminNoticeCreateFields, NoticeFormField> {
  return checkForm(
    AdminNoticeCreateFieldsSchema,
    {
      noticeCategoryId: values.noticeCategoryId,
      title: values.title,
      content: values.content,
      ...eventPeriodOf(values),
      imageDescriptions,
    },
    FIELDS,
  );
}

/**
 * On edit only what changed is sent; the rest goes empty, which the server keeps (an emptied
 * title or content too), so the audit log names the fields really edited. The period's days
 * start empty (admin rows do not carry them): both typed replace it, none keeps it. The
 * descriptions are those of the new images, if any.
 */
export function checkNoticeUpdate(
  noticeId: number,
  values: NoticeFormValues,
  initial: NoticeFormValues,
  imageDescriptions: string,
): Checked<AdminNoticeUpdateFields, NoticeFormField> {
  const changed = <Key extends 'noticeCategoryId' | 'title' | 'content'>(key: Key) =>
    values[key] === initial[key] ? undefined : values[key];
  return checkForm(
    AdminNoticeUpdateFieldsSchema,
    {
      noticeId,
      noticeCategoryId: changed('noticeCategoryId'),
      title: changed('title'),
      content: changed('content'),
      ...eventPeriodOf(values),
      imageDescriptions,
    },
    FIELDS,
  );
}
