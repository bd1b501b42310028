import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';

/** `DELETE /api/blocks/{userId}`: the answer is the confirmation sentence. */
export function unblockUser(userId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/blocks/${userId}`,
  });
}

/** The member's items open again wherever they are shown, and the blocks list loses them. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => invalidateAll(queryClient, SHOWN_IN.everyContent()),
  });
}
