import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export function deleteAdminFood(foodId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/admin/foods/${foodId}`,
  });
}

export function useDeleteAdminFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminFood,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'food'),
  });
}
