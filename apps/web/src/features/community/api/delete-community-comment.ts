import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import { COMMUNITY_LIST_KEY } from './get-community-list.ts';
import { type CommunityPostParams, getCommunityPostQueryOptions } from './get-community-post.ts';

export type DeleteCommunityCommentInput = {
  post: CommunityPostParams;
  commentId: number;
  /**
   * The caller's own id, as the path requires (wire contract §3); the server lets an
   * administrator delete anyone's comment through the same call.
   */
  callerId: number;
};

export function deleteCommunityComment({ commentId, callerId }: DeleteCommunityCommentInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/communities/comments/${commentId}/${callerId}`,
  });
}

export function useDeleteCommunityComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunityComment,
    onSuccess: async (_message, { post }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getCommunityPostQueryOptions(post).queryKey }),
        // The lists show comment counts: fetched again when next shown.
        queryClient.invalidateQueries({ queryKey: COMMUNITY_LIST_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey }),
      ]);
    },
  });
}
