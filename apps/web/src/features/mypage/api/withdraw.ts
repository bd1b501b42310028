import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { clearToken } from '@/lib/token-store.ts';

type Withdraw = {
  /** The member's posts and comments go too, with their images and replies; else they stay. */
  deleteContent: boolean;
};

/** Without the choice the call is the spec's own, so the parameter is sent only when true. */
export function withdraw({ deleteContent }: Withdraw) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/mypage/user',
    params: { deleteContent: deleteContent ? 'true' : undefined },
  });
}

type UseWithdrawOptions = { mutationConfig?: MutationConfig<typeof withdraw> };

/**
 * Spec §4: the token goes and the current user with it. Everything cached was answered for
 * this account, so all of it is dropped rather than refetched with no token.
 */
export function useWithdraw({ mutationConfig }: UseWithdrawOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: withdraw,
    onSuccess: async (...args) => {
      clearToken();
      queryClient.removeQueries();
      await onSuccess?.(...args);
    },
  });
}
