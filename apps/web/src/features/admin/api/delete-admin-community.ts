import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export function deleteAdminCommunity(communityId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/admin/communities/${communityId}`,
  });
}

export function useDeleteAdminCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCommunity,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'community'),
  });
}
