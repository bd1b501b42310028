import { type BestCommunity, BestCommunitySchema } from '@daengnyang/contract/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

/** The four featured posts of the home page. */
export function getBestCommunity(signal?: AbortSignal): Promise<BestCommunity> {
  return apiRequest(import.meta.env.DEV ? BestCommunitySchema : undefined, {
    url: '/api/bestcommunity',
    signal,
  });
}

export function getBestCommunityQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.best(),
    queryFn: ({ signal }) => getBestCommunity(signal),
  });
}

export function useBestCommunity() {
  return useQuery(getBestCommunityQueryOptions());
}
