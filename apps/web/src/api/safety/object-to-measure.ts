import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { safetyKeys } from '@/api/query-keys.ts';

export type ObjectionInput = { caseId: number; text: string };

/** `POST /api/moderation/cases/{caseId}/objection`: the author objects once to a 임시조치. */
export function objectToMeasure({ caseId, text }: ObjectionInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/moderation/cases/${caseId}/objection`,
    data: { text },
  });
}

/** The item then says it may no longer be objected to. */
export function useObjectToMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: objectToMeasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.myModeration() }),
  });
}
