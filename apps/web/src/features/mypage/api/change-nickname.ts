import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { refreshPrincipal } from '@/api/get-principal.ts';
import type { MutationConfig } from '@/lib/react-query.ts';

/** PUT with the name in the query and no body (wire contract §3). */
export function changeNickname(name: string) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'PUT',
    url: '/api/mypage/user/name',
    params: { name },
  });
}

type UseChangeNicknameOptions = { mutationConfig?: MutationConfig<typeof changeNickname> };

/**
 * The header and my page show the new name at once; cached posts and comments carry the old
 * one, so everything is marked stale and fetched again when next shown.
 */
export function useChangeNickname({ mutationConfig }: UseChangeNicknameOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: changeNickname,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await refreshPrincipal(queryClient);
      await onSuccess?.(...args);
    },
  });
}
