import {
  type CommunityPostWithReport,
  CommunityPostWithReportSchema,
} from '@daengnyang/contract/pet-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

/** A post as its URL names it: category 1 finds a post of any category. */
export type CommunityPostParams = { categoryId: number; communityId: number };

/** The detail, with the structured report of a category 6 or 7 post (issue 23). */
export function getCommunityPost(
  { categoryId, communityId }: CommunityPostParams,
  signal?: AbortSignal,
): Promise<CommunityPostWithReport> {
  return apiRequest(import.meta.env.DEV ? CommunityPostWithReportSchema : undefined, {
    url: `/api/communities/${categoryId}/${communityId}`,
    signal,
  });
}

export function getCommunityPostQueryOptions(params: CommunityPostParams) {
  return queryOptions({
    queryKey: communityKeys.detailAt(params.categoryId, params.communityId),
    queryFn: ({ signal }) => getCommunityPost(params, signal),
  });
}

export function useCommunityPost(params: CommunityPostParams) {
  return useQuery(getCommunityPostQueryOptions(params));
}
