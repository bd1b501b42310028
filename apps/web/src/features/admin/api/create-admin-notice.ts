import type { AdminNoticeCreateFields } from '@daengnyang/contract/admin-notice';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export type CreateAdminNoticeInput = AdminNoticeCreateFields & {
  /** 0–5 images; `imageDescriptions` describes them in the same order. */
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

/** An event's days go empty when not set, which the server reads as no period. */
export function createAdminNotice({ files, onProgress, ...fields }: CreateAdminNoticeInput) {
  const data = new FormData();
  data.append('noticeCategoryId', String(fields.noticeCategoryId));
  data.append('title', fields.title);
  data.append('content', fields.content);
  data.append('eventStartsOn', fields.eventStartsOn ?? '');
  data.append('eventEndsOn', fields.eventEndsOn ?? '');
  appendImages(data, files, fields.imageDescriptions);
  return uploadForm(import.meta.env.DEV ? NoticeCreatedIdSchema : undefined, {
    url: '/api/admin/notice',
    data,
    onProgress,
  });
}

export function useCreateAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminNotice,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'notice'),
  });
}
