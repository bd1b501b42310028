import { type NoticeCommentFields, NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll, noticeKeys, SHOWN_IN } from '@/api/query-keys.ts';
import { useSubmissionKeys } from '@/api/submission-key.ts';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import type { NoticeParams } from './get-notice.ts';

/** The entry's fields as the contract reads them; `imageDescriptions` follows `files`' order. */
export type CreateNoticeCommentInput = NoticeCommentFields & {
  notice: NoticeParams;
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

export function createNoticeComment(
  { notice, content, files, imageDescriptions, onProgress }: CreateNoticeCommentInput,
  idempotencyKey?: string,
) {
  const data = new FormData();
  data.append('content', content);
  appendImages(data, files, imageDescriptions);
  return uploadForm(import.meta.env.DEV ? NoticeCreatedIdSchema : undefined, {
    url: `/api/notice/${notice.noticeId}/comments`,
    data,
    onProgress,
    idempotencyKey,
  });
}

/** An event entry: the event is fetched again with it, and my comments and counts. */
export function useCreateNoticeComment() {
  const queryClient = useQueryClient();
  const submissions = useSubmissionKeys<CreateNoticeCommentInput>();
  return useMutation({
    mutationFn: (input: CreateNoticeCommentInput) =>
      submissions.send(input, (key) => createNoticeComment(input, key)),
    onSuccess: async (_id, { notice }) => {
      await invalidateAll(queryClient, [
        noticeKeys.detail(notice.noticeId),
        ...SHOWN_IN.myComments(),
      ]);
    },
  });
}
