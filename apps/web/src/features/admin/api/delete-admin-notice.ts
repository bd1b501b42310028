import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export function deleteAdminNotice(noticeId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/admin/notice/${noticeId}`,
  });
}

export function useDeleteAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminNotice,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'notice'),
  });
}
