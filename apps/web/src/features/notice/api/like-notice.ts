import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { NoticeParams } from './get-notice.ts';
import { setNoticeLiked } from './set-notice-liked.ts';

export function likeNotice({ noticeId }: NoticeParams) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/notice/${noticeId}/like`,
  });
}

export function useLikeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeNotice,
    onSuccess: (_message, params) => setNoticeLiked(queryClient, params, true),
  });
}
