import { type Notice, NoticeSchema } from '@daengnyang/contract/notice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { noticeKeys } from '@/api/query-keys.ts';

export type NoticeParams = { categoryId: number; noticeId: number };

export function getNotice(
  { categoryId, noticeId }: NoticeParams,
  signal?: AbortSignal,
): Promise<Notice> {
  return apiRequest(import.meta.env.DEV ? NoticeSchema : undefined, {
    url: `/api/notice/${categoryId}/${noticeId}`,
    signal,
  });
}

export function getNoticeQueryOptions(params: NoticeParams) {
  return queryOptions({
    queryKey: noticeKeys.detailAt(params.categoryId, params.noticeId),
    queryFn: ({ signal }) => getNotice(params, signal),
  });
}

export function useNotice(params: NoticeParams) {
  return useQuery(getNoticeQueryOptions(params));
}
