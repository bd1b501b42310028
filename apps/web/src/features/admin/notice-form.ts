import {
  type AdminNoticeCreateFields,
  AdminNoticeCreateFieldsSchema,
  type AdminNoticeUpdateFields,
  AdminNoticeUpdateFieldsSchema,
} from '@daengnyang/contract/admin-notice';
import type { z } from 'zod';

export type NoticeFormValues = { noticeCategoryId: number; title: string; content: string };

const FIELDS = ['noticeCategoryId', 'title', 'content'] as const;
export type NoticeFormField = (typeof FIELDS)[number];
export type NoticeFormErrors = Partial<Record<NoticeFormField, string>>;

type Checked<Fields> =
  | { fields: Fields; errors?: never }
  | { fields?: never; errors: NoticeFormErrors };

function isField(key: PropertyKey | undefined): key is NoticeFormField {
  return FIELDS.some((field) => field === key);
}

/** The first message of each field, from the contract's schema (the server's own rules). */
function fieldErrors(error: z.ZodError): NoticeFormErrors {
  const errors: NoticeFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Spec §5: title and content are required; the images (0–5) are optional. */
export function checkNoticeCreate(values: NoticeFormValues): Checked<AdminNoticeCreateFields> {
  const parsed = AdminNoticeCreateFieldsSchema.safeParse(values);
  return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/**
 * On edit only what changed is sent; the rest goes empty, which the server keeps (an emptied
 * title or content too), so the audit log names the fields really edited.
 */
export function checkNoticeUpdate(
  noticeId: number,
  values: NoticeFormValues,
  initial: NoticeFormValues,
): Checked<AdminNoticeUpdateFields> {
  const changed = <Key extends keyof NoticeFormValues>(key: Key) =>
    values[key] === initial[key] ? undefined : values[key];
  const parsed = AdminNoticeUpdateFieldsSchema.safeParse({
    noticeId,
    noticeCategoryId: changed('noticeCategoryId'),
    title: changed('title'),
    content: changed('content'),
  });
  return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
}
