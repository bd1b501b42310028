import type { ImageSlot } from '@daengnyang/contract/editing';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll, noticeKeys, SHOWN_IN } from '@/api/query-keys.ts';
import { appendImageSlots, uploadForm } from '@/lib/upload.ts';
import type { NoticeParams } from './get-notice.ts';

export type UpdateNoticeCommentInput = {
  notice: NoticeParams;
  commentId: number;
  content: string;
  files: readonly File[];
  slots: readonly ImageSlot[];
  onProgress?: (percent: number) => void;
};

/** Issue 22: the author's new text and pictures for an event entry. */
export function updateNoticeComment({
  commentId,
  content,
  files,
  slots,
  onProgress,
}: UpdateNoticeCommentInput) {
  const data = new FormData();
  data.append('content', content);
  appendImageSlots(data, files, slots);
  return uploadForm(import.meta.env.DEV ? NoticeCreatedIdSchema : undefined, {
    url: `/api/notice/comments/${commentId}`,
    method: 'PUT',
    data,
    onProgress,
  });
}

/** The event is fetched again with the entry, and my comments. */
export function useUpdateNoticeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNoticeComment,
    onSuccess: async (_id, { notice }) => {
      await invalidateAll(queryClient, [
        noticeKeys.detail(notice.noticeId),
        ...SHOWN_IN.myComments(),
      ]);
    },
  });
}
