import type { QueryClient } from '@tanstack/react-query';
import { communityKeys, invalidateAll, SHOWN_IN, searchKeys } from '@/api/query-keys.ts';
import type { CommunityPostParams } from './get-community-post.ts';

/**
 * After a comment was written or deleted (spec §4): the post is fetched again with its thread,
 * under whichever category it was opened; the lists, home picks and search results, which show
 * comment counts, are fetched again when next shown; my comments and the user's comment count
 * are invalidated.
 */
export async function invalidateAfterCommentChange(
  queryClient: QueryClient,
  post: CommunityPostParams,
) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.detail(post.communityId) }),
    invalidateAll(
      queryClient,
      [communityKeys.lists(), communityKeys.best(), searchKeys.communities()],
      'none',
    ),
    invalidateAll(queryClient, SHOWN_IN.myComments()),
  ]);
}
