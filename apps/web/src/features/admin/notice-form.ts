import {
  type AdminNoticeCreateFields,
  AdminNoticeCreateFieldsSchema,
  type AdminNoticeUpdateFields,
  AdminNoticeUpdateFieldsSchema,
} from '@daengnyang/contract/admin-notice';
import { type Checked, checkForm } from '@/lib/forms/contract-form.ts';

export type NoticeFormValues = { noticeCategoryId: number; title: string; content: string };

const FIELDS = ['noticeCategoryId', 'title', 'content'] as const;
export type NoticeFormField = (typeof FIELDS)[number];

/** Spec §5: title and content are required; the images (0–5) are optional. */
export function checkNoticeCreate(
  values: NoticeFormValues,
): Checked<AdminNoticeCreateFields, NoticeFormField> {
  return checkForm(AdminNoticeCreateFieldsSchema, values, FIELDS);
}

/**
 * On edit only what changed is sent; the rest goes empty, which the server keeps (an emptied
 * title or content too), so the audit log names the fields really edited.
 */
export function checkNoticeUpdate(
  noticeId: number,
  values: NoticeFormValues,
  initial: NoticeFormValues,
): Checked<AdminNoticeUpdateFields, NoticeFormField> {
  const changed = <Key extends keyof NoticeFormValues>(key: Key) =>
    values[key] === initial[key] ? undefined : values[key];
  return checkForm(
    AdminNoticeUpdateFieldsSchema,
    {
      noticeId,
      noticeCategoryId: changed('noticeCategoryId'),
      title: changed('title'),
      content: changed('content'),
    },
    FIELDS,
  );
}
