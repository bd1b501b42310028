import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import { COMMUNITY_QUERY_KEY } from './community-query-key.ts';
import { type CommunityPostParams, getCommunityPostQueryOptions } from './get-community-post.ts';

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
      queryClient.removeQueries({ queryKey: getCommunityPostQueryOptions(post).queryKey });
      await Promise.all([
        // Lists, home picks and admin rows must drop the post.
        queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey }),
      ]);
    },
  });
}
