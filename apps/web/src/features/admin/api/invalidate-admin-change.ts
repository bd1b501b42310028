import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys, adminKeys, invalidateAll, mypageKeys, SHOWN_IN } from '@/api/query-keys.ts';

/**
 * Every query that can show a resource an administrator changed: the admin table and the
 * site's own lists, details and search results, and my comments, which lose the comments and
 * reviews a deleted post, food or notice took with it.
 */
const SHOWN_IN_BY_RESOURCE = {
  community: () => [...SHOWN_IN.communityPosts(), mypageKeys.comments()],
  food: () => [...SHOWN_IN.foods(), mypageKeys.comments()],
  notice: () => [...SHOWN_IN.notices(), mypageKeys.comments()],
  user: () => [adminKeys.users()],
} satisfies Record<string, () => QueryKey[]>;

/**
 * After an administrator's change: everything that shows the changed resource, the audit log,
 * which gained an entry, and the principal, whose counts include the administrator's own foods
 * and notices.
 */
export async function invalidateAfterAdminChange(
  queryClient: QueryClient,
  resource: keyof typeof SHOWN_IN_BY_RESOURCE,
) {
  await invalidateAll(queryClient, [
    ...SHOWN_IN_BY_RESOURCE[resource](),
    adminKeys.audit(),
    accountKeys.principal(),
  ]);
}
