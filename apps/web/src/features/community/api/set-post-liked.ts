import type { CommunityPost } from '@daengnyang/contract/community';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import { type CommunityPostParams, getCommunityPostQueryOptions } from './get-community-post.ts';

/**
 * After a like or unlike call succeeded: the open post shows it at once (spec §4, the UI
 * changes only after the server agreed), and everywhere else that shows like counts (lists,
 * home picks, admin rows, search results, my posts) is fetched again when next shown.
 */
export async function setPostLiked(
  queryClient: QueryClient,
  params: CommunityPostParams,
  liked: boolean,
) {
  queryClient.setQueryData(
    getCommunityPostQueryOptions(params).queryKey,
    (post: CommunityPost | undefined) =>
      post === undefined || post.isLike === (liked ? 1 : 0)
        ? post
        : { ...post, isLike: liked ? 1 : 0, likeCount: post.likeCount + (liked ? 1 : -1) },
  );
  await invalidateAll(queryClient, SHOWN_IN.communityPosts(), 'none');
}
