import type { AdminNoticeCreateFields } from '@daengnyang/contract/admin-notice';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/upload.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export type CreateAdminNoticeInput = AdminNoticeCreateFields & {
  /** 0–5 images. */
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

export function createAdminNotice({ files, onProgress, ...fields }: CreateAdminNoticeInput) {
  const data = new FormData();
  data.append('noticeCategoryId', String(fields.noticeCategoryId));
  data.append('title', fields.title);
  data.append('content', fields.content);
  for (const file of files) data.append('files', file);
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
