import { CommunityPostSchema } from '@daengnyang/contract/community';
import { type CommunitySort, PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { COMMUNITY_QUERY_KEY } from './community-query-key.ts';

export type CommunityListParams = { categoryId: number; sort: CommunitySort; page: number };

/** Every community list starts with this key, the admin rows included. */
export const COMMUNITY_LIST_KEY = [...COMMUNITY_QUERY_KEY, 'list'] as const;

export function getCommunityList(
  { categoryId, sort, page }: CommunityListParams,
  signal?: AbortSignal,
) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(CommunityPostSchema) : undefined, {
    url: `/api/communities/${categoryId}`,
    params: { sort, page, size: PAGE_SIZES.communityList, categoryId },
    signal,
  });
}

export function getCommunityListQueryOptions(params: CommunityListParams) {
  return queryOptions({
    queryKey: [...COMMUNITY_LIST_KEY, params.categoryId, params.sort, params.page],
    queryFn: ({ signal }) => getCommunityList(params, signal),
  });
}

export function useCommunityList(params: CommunityListParams) {
  return useQuery(getCommunityListQueryOptions(params));
}
