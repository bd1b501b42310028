import {
  type AdminLoginRequest,
  type LoginResponse,
  LoginResponseSchema,
} from '@daengnyang/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { refreshPrincipal } from '@/api/get-principal.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { saveToken } from '@/lib/token-store.ts';

export function loginAdmin(request: AdminLoginRequest): Promise<LoginResponse> {
  return apiRequest(import.meta.env.DEV ? LoginResponseSchema : undefined, {
    method: 'POST',
    url: '/api/auth/login',
    data: request,
  });
}

type UseLoginAdminOptions = { mutationConfig?: MutationConfig<typeof loginAdmin> };

/** Signs in with a password: stores the token and reloads the current user before `onSuccess`. */
export function useLoginAdmin({ mutationConfig }: UseLoginAdminOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: loginAdmin,
    onSuccess: async (...args) => {
      saveToken(args[0].accessToken);
      await refreshPrincipal(queryClient);
      await onSuccess?.(...args);
    },
  });
}
