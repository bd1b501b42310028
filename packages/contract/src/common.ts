import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** `YYYY-MM-DDTHH:mm:ss+09:00` in the site's time zone (wire-contract §1). */
export const DateTimeSchema = z.string();

/** A user as public responses show them: never e-mail, provider id or password hash. */
export const UserSummarySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  profileImgUrl: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** An image: absolute URLs of the full image and of its small list thumbnail. */
export const ImageSchema = z.object({ imgUrl: z.string(), thumbImgUrl: z.string() });
export type Image = z.infer<typeof ImageSchema>;

export const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Page and size from the query string; extra parameters are ignored, never refused. */
export function pageQuerySchema(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    size: z.coerce.number().int().min(1).max(100).catch(defaultSize).default(defaultSize),
  });
}

/** A short Korean confirmation, the body of writes that create nothing. */
export const ConfirmationSchema = z.string();

/** Search text: trimmed, required. */
export const SearchTextSchema = z
  .string({ error: MESSAGES.searchTextRequired })
  .trim()
  .min(1, MESSAGES.searchTextRequired)
  .max(100, MESSAGES.searchTextTooLong);
