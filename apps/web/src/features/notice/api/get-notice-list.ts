import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { NoticeSchema } from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { noticeKeys } from '@/api/query-keys.ts';

export type NoticeListParams = { categoryId: number; page: number };

export function getNoticeList({ categoryId, page }: NoticeListParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(NoticeSchema) : undefined, {
    url: `/api/notice/${categoryId}`,
    params: { page, size: PAGE_SIZES.noticeList, categoryId },
    signal,
  });
}

export function getNoticeListQueryOptions(params: NoticeListParams) {
  return queryOptions({
    queryKey: noticeKeys.list(params.categoryId, params.page),
    queryFn: ({ signal }) => getNoticeList(params, signal),
  });
}

export function useNoticeList(params: NoticeListParams) {
  return useQuery(getNoticeListQueryOptions(params));
}
