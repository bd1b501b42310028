import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { safetyKeys } from '@/api/query-keys.ts';

export type AppealInput = { sanctionId: number; text: string };

/** `POST /api/sanctions/{sanctionId}/appeal`: once per sanction. */
export function appealSanction({ sanctionId, text }: AppealInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/sanctions/${sanctionId}/appeal`,
    data: { text },
  });
}

/** The sanction then carries its appeal, so the form gives way to what was sent. */
export function useAppealSanction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealSanction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.mySanctions() }),
  });
}
