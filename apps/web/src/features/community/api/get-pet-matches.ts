import { type PetMatch, PetMatchListSchema } from '@daengnyang/contract/pet-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys } from '@/api/query-keys.ts';

/** Issue 23: sightings, sheltering reports and shelter animals that may be this post's animal. */
export function getPetMatches(communityId: number, signal?: AbortSignal): Promise<PetMatch[]> {
  return apiRequest(import.meta.env.DEV ? PetMatchListSchema : undefined, {
    url: `/api/pet-reports/${communityId}/matches`,
    signal,
  });
}

export function getPetMatchesQueryOptions(communityId: number) {
  return queryOptions({
    queryKey: communityKeys.petMatches(communityId),
    queryFn: ({ signal }) => getPetMatches(communityId, signal),
  });
}

/** Members only: the server answers 401 to visitors, who are shown an invitation instead. */
export function usePetMatches(communityId: number) {
  return useQuery(getPetMatchesQueryOptions(communityId));
}
