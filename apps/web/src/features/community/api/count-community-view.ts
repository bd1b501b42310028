import { ViewCountedSchema } from '@daengnyang/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { COMMUNITY_LIST_KEY } from './get-community-list.ts';
import { type CommunityPostParams, getCommunityPostQueryOptions } from './get-community-post.ts';

export function countCommunityView({ categoryId, communityId }: CommunityPostParams) {
  return apiRequest(import.meta.env.DEV ? ViewCountedSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${categoryId}/${communityId}`,
  });
}

/**
 * Records a view before the post opens (spec §4). The cached detail and lists now show one
 * view too few: they are marked stale, to be fetched again when shown, not refetched now.
 */
export function useCountCommunityView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countCommunityView,
    onSuccess: async (_counted, params) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: getCommunityPostQueryOptions(params).queryKey,
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: COMMUNITY_LIST_KEY, refetchType: 'none' }),
      ]);
    },
  });
}
