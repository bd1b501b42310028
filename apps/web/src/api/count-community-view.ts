import { ViewCountedSchema } from '@daengnyang/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/react-query.ts';
import { apiRequest } from './api-client.ts';
import { invalidateAll, SHOWN_IN } from './query-keys.ts';

type CommunityViewParams = { categoryId: number; communityId: number };

/** Counts one view of a post (spec §4: before its detail opens). */
export function countCommunityView({ categoryId, communityId }: CommunityViewParams) {
  return apiRequest(import.meta.env.DEV ? ViewCountedSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${categoryId}/${communityId}`,
  });
}

/**
 * Opening a post from any list (community, home picks, search, my posts) counts the view
 * first (spec §4). Everything that shows view counts is now one short: the post, the lists
 * and admin rows, the home picks (where "most viewed" may now be another post), the search
 * results and my posts. They are marked stale, to be fetched when next shown, not refetched
 * now, which would hold up opening the post for pages the reader is leaving. A fetch still in
 * flight began before this view and would land as fresh, so it is cancelled first; the data
 * already shown stays.
 */
export function useCountCommunityView(
  mutationConfig: MutationConfig<typeof countCommunityView> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig;
  return useMutation({
    ...config,
    mutationFn: countCommunityView,
    onSuccess: async (...args) => {
      const shown = SHOWN_IN.communityPosts();
      await Promise.all(shown.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await invalidateAll(queryClient, shown, 'none');
      await onSuccess?.(...args);
    },
  });
}
