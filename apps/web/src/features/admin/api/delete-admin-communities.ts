import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

/** Deletes the posts of `communityIds` in one request (the JSON array is the body). */
export function deleteAdminCommunities(communityIds: readonly number[]) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/admin/communities',
    data: communityIds,
  });
}

export function useDeleteAdminCommunities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCommunities,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'community'),
  });
}
