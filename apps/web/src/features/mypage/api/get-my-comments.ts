import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { MyCommentPageSchema } from '@daengnyang/contract/mypage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { mypageKeys } from '@/api/query-keys.ts';

export function getMyComments(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? MyCommentPageSchema : undefined, {
    url: '/api/mypage/comment',
    params: { page, size: PAGE_SIZES.myComments },
    signal,
  });
}

export function getMyCommentsQueryOptions(page: number) {
  return queryOptions({
    queryKey: mypageKeys.commentsPage(page),
    queryFn: ({ signal }) => getMyComments(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyComments(page: number) {
  return useQuery(getMyCommentsQueryOptions(page));
}
