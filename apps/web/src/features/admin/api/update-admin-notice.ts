import type { AdminNoticeUpdateFields } from '@daengnyang/contract/admin-notice';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export type UpdateAdminNoticeInput = AdminNoticeUpdateFields & {
  /**
   * New images replace the notice's; none keeps them (and their descriptions).
   * `imageDescriptions` describes the new ones in the same order.
   */
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

/** Fields left out are sent empty, which the server reads as "keep the current value". */
export function updateAdminNotice({ files, onProgress, ...fields }: UpdateAdminNoticeInput) {
  const data = new FormData();
  data.append('noticeId', String(fields.noticeId));
  data.append(
    'noticeCategoryId',
    fields.noticeCategoryId === undefined ? '' : String(fields.noticeCategoryId),
  );
  data.append('title', fields.title ?? '');
  data.append('content', fields.content ?? '');
  data.append('eventStartsOn', fields.eventStartsOn ?? '');
  data.append('eventEndsOn', fields.eventEndsOn ?? '');
  appendImages(data, files, fields.imageDescriptions);
  return uploadForm(import.meta.env.DEV ? NoticeCreatedIdSchema : undefined, {
    url: '/api/admin/notice',
    method: 'PUT',
    data,
    onProgress,
  });
}

export function useUpdateAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminNotice,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'notice'),
  });
}
