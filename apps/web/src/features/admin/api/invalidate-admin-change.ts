import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import { AUDIT_LIST_KEY } from './get-admin-audit.ts';

/**
 * After an administrator's change: every cached query of the changed resource (the admin table
 * and the site's own lists and details, whose keys start with the same resource name), the
 * audit log, which gained an entry, and the principal, whose counts include the administrator's
 * own foods and notices.
 */
export async function invalidateAfterAdminChange(queryClient: QueryClient, resourceKey: QueryKey) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKey }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey }),
  ]);
}
