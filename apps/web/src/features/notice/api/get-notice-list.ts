import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { NoticeSchema } from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

export type NoticeListParams = { categoryId: number; page: number };

/** Every notice list starts with this key: invalidating it refreshes all of them. */
export const NOTICE_LIST_KEY = ['notice', 'list'] as const;

export function getNoticeList({ categoryId, page }: NoticeListParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(NoticeSchema) : undefined, {
    url: `/api/notice/${categoryId}`,
    params: { page, size: PAGE_SIZES.noticeList, categoryId },
    signal,
  });
}

export function getNoticeListQueryOptions(params: NoticeListParams) {
  return queryOptions({
    queryKey: [...NOTICE_LIST_KEY, params.categoryId, params.page],
    queryFn: ({ signal }) => getNoticeList(params, signal),
  });
}

export function useNoticeList(params: NoticeListParams) {
  return useQuery(getNoticeListQueryOptions(params));
}
