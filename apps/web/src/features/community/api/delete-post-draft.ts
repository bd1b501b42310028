import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

/** Discards the member's server draft; deleting none succeeds. */
export function deletePostDraft(key: string) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/drafts/${key}`,
  });
}

export function useDeletePostDraft() {
  return useMutation({ mutationFn: deletePostDraft });
}
