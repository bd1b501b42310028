import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageQuerySchema } from './common.ts';
import { COMMUNITY_ALL_CATEGORY_ID, PAGE_SIZES, SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { singleLineText } from './text.ts';

/**
 * A flat table row; clients render the columns in key order, so the keys stay in exactly this
 * order (wire-contract §4, §5).
 */
export const AdminCommunityRowSchema = z.object({
  communityId: z.number().int(),
  communityCategoryName: z.string(),
  name: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: DateTimeSchema,
});
export type AdminCommunityRow = z.infer<typeof AdminCommunityRowSchema>;

/** An absent or empty `searchText` means no filter; category 1 (the default) means all. */
export const AdminCommunityQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  communityCategoryId: IdSchema.catch(COMMUNITY_ALL_CATEGORY_ID).default(COMMUNITY_ALL_CATEGORY_ID),
  searchText: singleLineText().max(SEARCH_TEXT_MAX_LENGTH, MESSAGES.searchTextTooLong).optional(),
});
export type AdminCommunityQuery = z.infer<typeof AdminCommunityQuerySchema>;

export const AdminCommunityIdParamsSchema = z.object({ id: IdSchema });

/** The ids of a bulk delete, as the JSON body; an empty array changes nothing. */
export const AdminCommunityIdsSchema = z.array(IdSchema).max(1000);
