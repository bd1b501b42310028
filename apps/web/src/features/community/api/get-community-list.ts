import { CommunityPostSchema } from '@daengnyang/contract/community';
import { type CommunitySort, PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

export type CommunityListParams = { categoryId: number; sort: CommunitySort; page: number };

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
    queryKey: communityKeys.list(params.categoryId, params.sort, params.page),
    queryFn: ({ signal }) => getCommunityList(params, signal),
  });
}

export function useCommunityList(params: CommunityListParams) {
  return useQuery(getCommunityListQueryOptions(params));
}
