import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageQuerySchema, UserSummarySchema } from './common.ts';
import { pagedSchema } from './paging.ts';

/**
 * Blocking (차단): `POST /api/blocks/{userId}` and `DELETE /api/blocks/{userId}` (both answer
 * with a confirmation; blocking twice or unblocking someone not blocked changes nothing and
 * succeeds). Nobody blocks themselves or an administrator (400).
 */
export const BlockParamsSchema = z.object({ userId: IdSchema });

export const MyBlocksQuerySchema = pageQuerySchema(10);
export const BlockedUserSchema = z.object({
  user: UserSummarySchema,
  blockedAt: DateTimeSchema,
});
export const BlockedUserPageSchema = pagedSchema(BlockedUserSchema);
