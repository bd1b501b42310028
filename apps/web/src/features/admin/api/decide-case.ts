import { ConfirmationSchema } from '@daengnyang/contract/common';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { CaseDecisionCreateSchema } from '@daengnyang/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/api/api-client.ts';
import { useToast } from '@/ui/use-toast.ts';
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

/**
 * A 409 reloads the queue too: the admin then decides on what is there now. The outcome is told
 * here, not by the review dialog: the queue reloaded below no longer holds the decided case, so
 * its dialog may close before a callback given to `mutate` could run (TanStack Query skips those
 * of an unmounted component), and the admin would not hear that the decision was made.
 */
export function useDecideCase() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: decideCase,
    onSuccess: () => toast.success(MESSAGES.decisionDone),
    onError: (error) => {
      if (error.status === 409) toast.error(error.message);
    },
    onSettled: () => invalidateAfterModerationChange(queryClient),
  });
}
