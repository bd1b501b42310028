import { ViewCountedSchema } from '@daengnyang/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getBestCommunityQueryOptions } from './get-best-community.ts';

type CommunityViewParams = { categoryId: number; communityId: number };

/** Counts one view of a post (spec §4: before its detail opens). */
export function countCommunityView({ categoryId, communityId }: CommunityViewParams) {
  return apiRequest(import.meta.env.DEV ? ViewCountedSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${categoryId}/${communityId}`,
  });
}

export function useCountCommunityView(
  mutationConfig: MutationConfig<typeof countCommunityView> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: countCommunityView,
    onSuccess: async (...args) => {
      // The featured cards show view counts and "most viewed" may now be another post: marked
      // stale and fetched on the way back home, not now, which would hold up opening the post.
      // A fetch still in flight began before this view and would land as fresh: cancel it.
      const { queryKey } = getBestCommunityQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      await onSuccess?.(...args);
    },
  });
}
