import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getCommunityRevisionsQueryOptions } from './get-community-revisions.ts';

export type SetRevisionHiddenInput = { communityId: number; number: number; hidden: boolean };

/** Issue 22: an administrator hides a revision that exposed personal data, or shows it again. */
export function setRevisionHidden({ communityId, number, hidden }: SetRevisionHiddenInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'PUT',
    url: `/api/admin/communities/${communityId}/revisions/${number}`,
    data: { hidden },
  });
}

export function useSetRevisionHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRevisionHidden,
    onSuccess: async (_message, { communityId }) => {
      await queryClient.invalidateQueries(getCommunityRevisionsQueryOptions(communityId));
    },
  });
}
