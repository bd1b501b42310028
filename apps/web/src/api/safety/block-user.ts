import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';

/** `POST /api/blocks/{userId}`: the answer is the confirmation sentence. */
export function blockUser(userId: number) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/blocks/${userId}`,
  });
}

/** Every thread and list may hold the blocked member's items: they come back collapsed. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => invalidateAll(queryClient, SHOWN_IN.everyContent()),
  });
}
