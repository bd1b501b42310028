import { CommunityPostSchema } from '@daengnyang/contract/community';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { searchKeys } from '@/api/query-keys.ts';

type CommunitySearchParams = { searchText: string; categoryId: number; page: number };

export function searchCommunities(
  { searchText, categoryId, page }: CommunitySearchParams,
  signal?: AbortSignal,
) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(CommunityPostSchema) : undefined, {
    url: `/api/search/communities/${categoryId}`,
    params: { searchText, page, size: PAGE_SIZES.communitySearch },
    signal,
  });
}

export function getCommunitySearchQueryOptions(params: CommunitySearchParams) {
  return queryOptions({
    queryKey: searchKeys.communityResults(params.searchText, params.categoryId, params.page),
    queryFn: ({ signal }) => searchCommunities(params, signal),
    // Spec §5: no search without a word.
    enabled: params.searchText !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCommunitySearch(params: CommunitySearchParams) {
  return useQuery(getCommunitySearchQueryOptions(params));
}
