import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

/** Deletes the notices of `noticeIds` in one request (the JSON array is the body). */
export function deleteAdminNotices(noticeIds: readonly number[]) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/admin/notice',
    data: noticeIds,
  });
}

export function useDeleteAdminNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminNotices,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'notice'),
  });
}
