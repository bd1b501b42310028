import { type BulkDecisionCreate, BulkDecisionResultSchema } from '@daengnyang/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAfterModerationChange } from './invalidate-moderation-change.ts';

/** `POST /api/admin/reports/decisions`: one action on several cases, each at its version. */
export function decideCases(decision: BulkDecisionCreate) {
  return apiRequest(import.meta.env.DEV ? BulkDecisionResultSchema : undefined, {
    method: 'POST',
    url: '/api/admin/reports/decisions',
    data: decision,
  });
}

export function useDecideCases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCases,
    onSettled: () => invalidateAfterModerationChange(queryClient),
  });
}
