import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { CommunityPostParams } from './get-community-post.ts';
import { setPostLiked } from './set-post-liked.ts';

export function likeCommunityPost({ communityId }: CommunityPostParams) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/communities/${communityId}/like`,
  });
}

export function useLikeCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeCommunityPost,
    onSuccess: (_message, params) => setPostLiked(queryClient, params, true),
  });
}
