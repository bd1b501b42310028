import { type RevisionList, RevisionListSchema } from '@daengnyang/contract/editing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

/** Issue 22: every version of a post, newest first, for its author and administrators. */
export function getCommunityRevisions(
  communityId: number,
  signal?: AbortSignal,
): Promise<RevisionList> {
  return apiRequest(import.meta.env.DEV ? RevisionListSchema : undefined, {
    url: `/api/communities/${communityId}/revisions`,
    signal,
  });
}

export function getCommunityRevisionsQueryOptions(communityId: number) {
  return queryOptions({
    queryKey: communityKeys.revisions(communityId),
    queryFn: ({ signal }) => getCommunityRevisions(communityId, signal),
  });
}

export function useCommunityRevisions(communityId: number) {
  return useQuery(getCommunityRevisionsQueryOptions(communityId));
}
