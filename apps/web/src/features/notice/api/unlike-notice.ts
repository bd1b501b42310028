import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { NoticeParams } from './get-notice.ts';
import { setNoticeLiked } from './set-notice-liked.ts';

export function unlikeNotice({ noticeId }: NoticeParams) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/notice/${noticeId}/dislike`,
  });
}

export function useUnlikeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlikeNotice,
    onSuccess: (_message, params) => setNoticeLiked(queryClient, params, false),
  });
}
