import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys, invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import type { CommunityPostParams } from './get-community-post.ts';

export type DeleteCommunityPostInput = {
  post: CommunityPostParams;
  /** The caller's own id, as the path requires; administrators delete others' posts with it. */
  callerId: number;
};

export function deleteCommunityPost({ post, callerId }: DeleteCommunityPostInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/communities/${post.communityId}/${callerId}`,
  });
}

export function useDeleteCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunityPost,
    onSuccess: async (_message, { post }) => {
      queryClient.removeQueries({ queryKey: communityKeys.detail(post.communityId) });
      // Lists, home picks, admin rows, search results and my posts must drop the post, and my
      // comments the comments it took with it; the user's counts change too.
      await invalidateAll(queryClient, [...SHOWN_IN.communityPosts(), ...SHOWN_IN.myComments()]);
    },
  });
}
