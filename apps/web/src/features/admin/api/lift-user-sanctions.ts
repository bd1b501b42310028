import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterModerationChange } from './invalidate-moderation-change.ts';

/** `DELETE /api/admin/users/{userId}/sanctions`: lifts the member's active sanctions early. */
export function liftUserSanctions(userId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/admin/users/${userId}/sanctions`,
  });
}

export function useLiftUserSanctions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftUserSanctions,
    onSuccess: () => invalidateAfterModerationChange(queryClient),
  });
}
