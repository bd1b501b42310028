import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

/** Deletes the foods of `foodIds` in one request (the JSON array is the body). */
export function deleteAdminFoods(foodIds: readonly number[]) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/admin/foods',
    data: foodIds,
  });
}

export function useDeleteAdminFoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminFoods,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'food'),
  });
}
