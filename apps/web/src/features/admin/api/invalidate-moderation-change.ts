import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, invalidateAll, moderationAdminKeys, SHOWN_IN } from '@/api/query-keys.ts';

/**
 * After a decision on a case, an appeal or a sanction: the queue and its count, the audit log,
 * and every list that may now show or leave out the decided item.
 */
export async function invalidateAfterModerationChange(queryClient: QueryClient) {
  await invalidateAll(queryClient, [
    moderationAdminKeys.all(),
    adminKeys.audit(),
    ...SHOWN_IN.everyContent(),
  ]);
}
