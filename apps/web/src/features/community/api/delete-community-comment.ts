import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { CommunityPostParams } from './get-community-post.ts';
import { invalidateAfterCommentChange } from './invalidate-comment-change.ts';

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
      await invalidateAfterCommentChange(queryClient, post);
    },
  });
}
