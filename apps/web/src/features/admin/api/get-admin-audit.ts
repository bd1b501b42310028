import { AuditPageSchema } from '@daengnyang/contract/admin-audit';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { adminKeys } from '@/api/query-keys.ts';

export function getAdminAudit(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? AuditPageSchema : undefined, {
    url: '/api/admin/audit',
    params: { page, size: PAGE_SIZES.adminList },
    signal,
  });
}

export function getAdminAuditQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: ({ signal }) => getAdminAudit(page, signal),
    // Administrators also delete from the site's own pages, which know nothing of this log, so
    // it is asked again each time it is opened rather than kept for the usual hour.
    staleTime: 0,
  });
}

export function useAdminAudit(page: number) {
  return useQuery(getAdminAuditQueryOptions(page));
}
