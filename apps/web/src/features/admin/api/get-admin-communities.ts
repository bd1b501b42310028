import { AdminCommunityRowSchema } from '@daengnyang/contract/admin-community';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

export type AdminCommunitiesParams = { page: number; categoryId: number; searchText: string };

export function getAdminCommunities(
  { page, categoryId, searchText }: AdminCommunitiesParams,
  signal?: AbortSignal,
) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(AdminCommunityRowSchema) : undefined, {
    url: '/api/admin/communities',
    params: {
      page,
      size: PAGE_SIZES.adminList,
      communityCategoryId: categoryId,
      searchText: searchText || undefined,
    },
    signal,
  });
}

export function getAdminCommunitiesQueryOptions(params: AdminCommunitiesParams) {
  return queryOptions({
    queryKey: communityKeys.adminList(params.categoryId, params.searchText, params.page),
    queryFn: ({ signal }) => getAdminCommunities(params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminCommunities(params: AdminCommunitiesParams) {
  return useQuery({
    ...getAdminCommunitiesQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
