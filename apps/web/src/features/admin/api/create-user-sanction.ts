import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { SanctionCreate } from '@daengnyang/contract/sanctions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterModerationChange } from './invalidate-moderation-change.ts';

export type CreateUserSanctionInput = { userId: number; sanction: SanctionCreate };

/** `POST /api/admin/users/{userId}/sanctions`. */
export function createUserSanction({ userId, sanction }: CreateUserSanctionInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/admin/users/${userId}/sanctions`,
    data: sanction,
  });
}

export function useCreateUserSanction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserSanction,
    onSuccess: () => invalidateAfterModerationChange(queryClient),
  });
}
