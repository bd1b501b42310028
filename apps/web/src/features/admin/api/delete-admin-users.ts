import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

/** Withdraws the users of `userIds` in one request (the JSON array is the body). */
export function deleteAdminUsers(userIds: readonly number[]) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/admin/users',
    data: userIds,
  });
}

export function useDeleteAdminUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUsers,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'user'),
  });
}
