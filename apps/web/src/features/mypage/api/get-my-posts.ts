import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { MyPostPageSchema } from '@daengnyang/contract/mypage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { mypageKeys } from '@/api/query-keys.ts';

export function getMyPosts(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? MyPostPageSchema : undefined, {
    url: '/api/mypage/community',
    params: { page, size: PAGE_SIZES.myPosts },
    signal,
  });
}

export function getMyPostsQueryOptions(page: number) {
  return queryOptions({
    queryKey: mypageKeys.postsPage(page),
    queryFn: ({ signal }) => getMyPosts(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyPosts(page: number) {
  return useQuery(getMyPostsQueryOptions(page));
}
