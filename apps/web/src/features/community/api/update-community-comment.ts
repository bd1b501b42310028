import { CreatedIdSchema } from '@daengnyang/contract/community';
import type { CommunityCommentEdit } from '@daengnyang/contract/editing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { CommunityPostParams } from './get-community-post.ts';
import { invalidateAfterCommentChange } from './invalidate-comment-change.ts';

export type UpdateCommunityCommentInput = {
  post: CommunityPostParams;
  commentId: number;
  comment: CommunityCommentEdit;
};

/** Issue 22: the author's new words for a comment or a reply. */
export function updateCommunityComment({ commentId, comment }: UpdateCommunityCommentInput) {
  return apiRequest(import.meta.env.DEV ? CreatedIdSchema : undefined, {
    method: 'PUT',
    url: `/api/communities/comments/${commentId}`,
    data: comment,
  });
}

export function useUpdateCommunityComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunityComment,
    onSuccess: async (_id, { post }) => {
      await invalidateAfterCommentChange(queryClient, post);
    },
  });
}
