import { ReportCasePageSchema } from '@daengnyang/contract/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { moderationAdminKeys } from '@/api/query-keys.ts';

export type CaseStatus = 'open' | 'closed';
export type CaseSort = 'weight' | 'newest';
export type AdminReportsParams = { status: CaseStatus; sort: CaseSort; page: number };

/** `GET /api/admin/reports`: one case per reported item, with its reports and evidence. */
export function getAdminReports({ status, sort, page }: AdminReportsParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? ReportCasePageSchema : undefined, {
    url: '/api/admin/reports',
    params: { status, sort, page },
    signal,
  });
}

export function getAdminReportsQueryOptions(params: AdminReportsParams) {
  return queryOptions({
    queryKey: moderationAdminKeys.casesPage(params.status, params.sort, params.page),
    queryFn: ({ signal }) => getAdminReports(params, signal),
  });
}

export function useAdminReports(params: AdminReportsParams) {
  return useQuery({ ...getAdminReportsQueryOptions(params), placeholderData: keepPreviousData });
}
