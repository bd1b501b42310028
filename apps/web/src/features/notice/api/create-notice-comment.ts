import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import { useSubmissionKeys } from '@/api/submission-key.ts';
import { uploadForm } from '@/lib/upload.ts';
import { getNoticeQueryOptions, type NoticeParams } from './get-notice.ts';

export type CreateNoticeCommentInput = {
  notice: NoticeParams;
  content: string;
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

export function createNoticeComment(
  { notice, content, files, onProgress }: CreateNoticeCommentInput,
  idempotencyKey?: string,
) {
  const data = new FormData();
  data.append('content', content);
  for (const file of files) data.append('files', file);
  return uploadForm(import.meta.env.DEV ? NoticeCreatedIdSchema : undefined, {
    url: `/api/notice/${notice.noticeId}/comments`,
    data,
    onProgress,
    idempotencyKey,
  });
}

/** An event entry: the event is fetched again with it. */
export function useCreateNoticeComment() {
  const queryClient = useQueryClient();
  const submissions = useSubmissionKeys<CreateNoticeCommentInput>();
  return useMutation({
    mutationFn: (input: CreateNoticeCommentInput) =>
      submissions.send(input, (key) => createNoticeComment(input, key)),
    onSuccess: async (_id, { notice }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getNoticeQueryOptions(notice).queryKey }),
        // The profile dialog counts the user's comments.
        queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey }),
      ]);
    },
  });
}
