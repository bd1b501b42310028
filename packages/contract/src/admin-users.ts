import { z } from 'zod';
import { OAuthProviderSchema, RoleSchema } from './account.ts';
import { IdSchema, pageQuerySchema } from './common.ts';
import { PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pagedSchema } from './paging.ts';
import { singleLineText } from './text.ts';

/** Admin lists: an absent `searchText` and `searchText=` both mean "no filter". */
export const AdminUsersQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  searchText: singleLineText()
    .max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.searchTextTooLong)
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/**
 * A flat row whose key order is the table's column order (wire-contract §4, §5).
 * `profileImgPath` is the absolute URL of the profile image (the default image when none).
 */
export const AdminUserRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  profileImgPath: z.string(),
  provider: OAuthProviderSchema.nullable(),
  providerId: z.string().nullable(),
  role: RoleSchema,
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;
export const AdminUserPageSchema = pagedSchema(AdminUserRowSchema);

export const AdminUserParamsSchema = z.object({ userId: IdSchema });

const userIdInBody = z
  .number({ error: MESSAGES.userIdsInvalid })
  .int(MESSAGES.userIdsInvalid)
  .min(1, MESSAGES.userIdsInvalid)
  .max(2_147_483_647, MESSAGES.userIdsInvalid);

/** The bulk delete body: a JSON array of user ids as numbers (empty: nothing happens). */
export const AdminUserIdsSchema = z
  .array(userIdInBody, { error: MESSAGES.userIdsInvalid })
  .max(1000, MESSAGES.userIdsInvalid);
