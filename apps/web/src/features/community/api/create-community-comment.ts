import { type CommunityCommentCreate, CreatedIdSchema } from '@daengnyang/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { useSubmissionKeys } from '@/api/submission-key.ts';
import type { CommunityPostParams } from './get-community-post.ts';
import { invalidateAfterCommentChange } from './invalidate-comment-change.ts';

export type CreateCommunityCommentInput = {
  post: CommunityPostParams;
  /** A reply names the comment answered and its author. */
  comment: Pick<CommunityCommentCreate, 'content' | 'parentCommentId' | 'parentUserId'>;
};

export function createCommunityComment(
  { post, comment }: CreateCommunityCommentInput,
  idempotencyKey?: string,
) {
  return apiRequest(import.meta.env.DEV ? CreatedIdSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${post.communityId}/comments`,
    data: { communityId: post.communityId, ...comment },
    idempotencyKey,
  });
}

/** Spec §4: after a comment the post is fetched again, with its thread and count. */
export function useCreateCommunityComment() {
  const queryClient = useQueryClient();
  const submissions = useSubmissionKeys<CreateCommunityCommentInput>();
  return useMutation({
    mutationFn: (input: CreateCommunityCommentInput) =>
      submissions.send(input, (key) => createCommunityComment(input, key)),
    onSuccess: async (_id, { post }) => {
      await invalidateAfterCommentChange(queryClient, post);
    },
  });
}
