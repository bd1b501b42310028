import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { CommunityPostParams } from './get-community-post.ts';
import { setPostLiked } from './set-post-liked.ts';

export function unlikeCommunityPost({ communityId }: CommunityPostParams) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/communities/${communityId}/dislike`,
  });
}

export function useUnlikeCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlikeCommunityPost,
    onSuccess: (_message, params) => setPostLiked(queryClient, params, false),
  });
}
