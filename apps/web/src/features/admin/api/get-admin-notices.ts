import { AdminNoticeRowSchema } from '@daengnyang/contract/admin-notice';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { noticeKeys } from '@/api/query-keys.ts';

/** `categoryId` 1–3 filters; null lists every category. */
export type AdminNoticesParams = { page: number; categoryId: number | null; searchText: string };

export function getAdminNotices(
  { page, categoryId, searchText }: AdminNoticesParams,
  signal?: AbortSignal,
) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(AdminNoticeRowSchema) : undefined, {
    url: '/api/admin/notice',
    params: {
      page,
      size: PAGE_SIZES.adminList,
      noticeCategoryId: categoryId ?? undefined,
      searchText: searchText || undefined,
    },
    signal,
  });
}

export function getAdminNoticesQueryOptions(params: AdminNoticesParams) {
  return queryOptions({
    queryKey: noticeKeys.adminList(params.categoryId, params.searchText, params.page),
    queryFn: ({ signal }) => getAdminNotices(params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminNotices(params: AdminNoticesParams) {
  return useQuery({ ...getAdminNoticesQueryOptions(params), placeholderData: keepPreviousData });
}
