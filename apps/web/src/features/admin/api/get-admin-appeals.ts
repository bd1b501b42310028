import { AdminAppealPageSchema } from '@daengnyang/contract/sanctions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { moderationAdminKeys } from '@/api/query-keys.ts';

export type AdminAppealsParams = { status: 'open' | 'closed'; page: number };

/** `GET /api/admin/appeals`: appeals with their sanction and member. */
export function getAdminAppeals({ status, page }: AdminAppealsParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? AdminAppealPageSchema : undefined, {
    url: '/api/admin/appeals',
    params: { status, page },
    signal,
  });
}

export function getAdminAppealsQueryOptions(params: AdminAppealsParams) {
  return queryOptions({
    queryKey: moderationAdminKeys.appealsPage(params.status, params.page),
    queryFn: ({ signal }) => getAdminAppeals(params, signal),
  });
}

export function useAdminAppeals(params: AdminAppealsParams) {
  return useQuery({ ...getAdminAppealsQueryOptions(params), placeholderData: keepPreviousData });
}
