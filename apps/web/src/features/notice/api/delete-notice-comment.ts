import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAll, noticeKeys, SHOWN_IN } from '@/api/query-keys.ts';
import type { NoticeParams } from './get-notice.ts';

export type DeleteNoticeCommentInput = {
  notice: NoticeParams;
  commentId: number;
  /**
   * The caller's own id, as the path requires (wire contract §3); the server lets an
   * administrator delete anyone's comment through the same call.
   */
  callerId: number;
};

export function deleteNoticeComment({ commentId, callerId }: DeleteNoticeCommentInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/notice/comments/${commentId}/${callerId}`,
  });
}

/** The event is fetched again without the entry, and my comments and counts. */
export function useDeleteNoticeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNoticeComment,
    onSuccess: async (_message, { notice }) => {
      await invalidateAll(queryClient, [
        noticeKeys.detail(notice.noticeId),
        ...SHOWN_IN.myComments(),
      ]);
    },
  });
}
