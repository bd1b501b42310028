import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { AppealDecisionSchema } from '@daengnyang/contract/sanctions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterModerationChange } from './invalidate-moderation-change.ts';

export type DecideAppealInput = {
  appealId: number;
  decision: z.input<typeof AppealDecisionSchema>;
};

/** `POST /api/admin/appeals/{appealId}/decision`: keep the sanction, or lift it. */
export function decideAppeal({ appealId, decision }: DecideAppealInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/admin/appeals/${appealId}/decision`,
    data: decision,
  });
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: () => invalidateAfterModerationChange(queryClient),
  });
}
