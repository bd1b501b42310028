import { z } from 'zod';
import { IMAGE_LIMITS, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { singleLineText } from './text.ts';

/** `YYYY-MM-DDTHH:mm:ss+09:00` in the site's time zone (wire-contract §1). */
export const DateTimeSchema = z.string();

/**
 * A user as public responses show them: never e-mail, provider id or password hash. `admin`
 * (additive, present only when true) marks an administrator as the author of a post, comment,
 * reply, review or notice comment, whom nobody can block; every other summary keeps the bytes
 * of the base contract.
 */
export const UserSummarySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  profileImgUrl: z.string(),
  admin: z.literal(true).optional(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/**
 * An image: absolute URLs of the full image and of its small list thumbnail, and the
 * alternative text its author wrote (null when they wrote none: clients then describe it by
 * what it belongs to and its position, e.g. "{title} 사진 2").
 */
export const ImageSchema = z.object({
  imgUrl: z.string(),
  thumbImgUrl: z.string(),
  description: z.string().nullable(),
});
export type Image = z.infer<typeof ImageSchema>;

/** One image's alternative text as its author writes it; empty → null. */
export const ImageDescriptionSchema = singleLineText(MESSAGES.imageDescriptionsInvalid)
  .max(IMAGE_LIMITS.descriptionMaxLength, MESSAGES.imageDescriptionTooLong)
  .transform((description) => description || null);

/** JSON text → the value it encodes; text that is not JSON → an issue with `message`. */
export const jsonText = (message: string) =>
  z.string(message).transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

/**
 * The optional form field `imageDescriptions` of a form with images: a JSON array of strings,
 * the alternative text of each sent image in the order of the files (`""` for none). It may be
 * shorter than the files, never longer; each description is one line of at most 200
 * characters. Parsed into one description or null per position.
 */
export const ImageDescriptionsFieldSchema = jsonText(MESSAGES.imageDescriptionsInvalid)
  .pipe(z.array(ImageDescriptionSchema, MESSAGES.imageDescriptionsInvalid))
  .optional()
  .meta({
    description:
      'JSON array of strings: the alternative text of each image in `files`, in order ("" for none; at most 200 characters each).',
    example: '["산책하는 흰 강아지", ""]',
  });

/** Ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;
/** Decimal digits as a client writes an id: no sign, no leading zero, at most ten digits. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * An id from a path, a query string or a form field: decimal digits only. `Number()` would read
 * `0x10`, `1e1`, `1.0`, ` 1` and `+1` as other ids, so those are refused (400) like `abc`; a JSON
 * body may send the id as a number. `message` replaces zod's own for a field with its own rule.
 */
export function idSchema(message?: string) {
  return z
    .union([z.int(message), z.string(message).regex(ID_DIGITS, message).transform(Number)], message)
    .pipe(z.int(message).min(1, message).max(MAX_ID, message));
}

export const IdSchema = idSchema();

/** Page and size from the query string; extra parameters are ignored, never refused. */
export function pageQuerySchema(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    size: z.coerce.number().int().min(1).max(100).catch(defaultSize).default(defaultSize),
  });
}

/** A short Korean confirmation, the body of writes that create nothing. */
export const ConfirmationSchema = z.string();

/** A search word: one line of user text (text.ts), required. */
export const SearchTextSchema = singleLineText(MESSAGES.searchTextRequired)
  .min(1, MESSAGES.searchTextRequired)
  .max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.searchTextTooLong);
