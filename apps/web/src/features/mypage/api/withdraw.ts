import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { clearToken } from '@/lib/token-store.ts';

export function withdraw() {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: '/api/mypage/user',
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
