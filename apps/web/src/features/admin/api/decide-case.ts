import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { CaseDecisionCreateSchema } from '@daengnyang/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterModerationChange } from './invalidate-moderation-change.ts';

export type DecideCaseInput = {
  caseId: number;
  decision: z.input<typeof CaseDecisionCreateSchema>;
};

/** `POST /api/admin/reports/{caseId}/decision`; a stale `version` answers 409. */
export function decideCase({ caseId, decision }: DecideCaseInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/admin/reports/${caseId}/decision`,
    data: decision,
  });
}

/** A 409 reloads the queue too: the admin then decides on what is there now. */
export function useDecideCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCase,
    onSettled: () => invalidateAfterModerationChange(queryClient),
  });
}
