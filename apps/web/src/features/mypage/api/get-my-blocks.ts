import { BlockedUserPageSchema } from '@daengnyang/contract/blocks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { safetyKeys } from '@/api/query-keys.ts';

/** `GET /api/mypage/blocks`: the members I blocked, 10 a page. */
export function getMyBlocks(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? BlockedUserPageSchema : undefined, {
    url: '/api/mypage/blocks',
    params: { page },
    signal,
  });
}

export function getMyBlocksQueryOptions(page: number) {
  return queryOptions({
    queryKey: safetyKeys.myBlocksPage(page),
    queryFn: ({ signal }) => getMyBlocks(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyBlocks(page: number) {
  return useQuery(getMyBlocksQueryOptions(page));
}
