import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { PetReportStatus } from '@daengnyang/contract/pet-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { communityKeys, invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';

export type ChangePetReportStatusInput = { communityId: number; status: PetReportStatus };

/** Issue 23: the author says where the search stands (찾는 중, 가족을 만났어요, …). */
export function changePetReportStatus({ communityId, status }: ChangePetReportStatusInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'PATCH',
    url: `/api/pet-reports/${communityId}`,
    data: { status },
  });
}

/** The post shows its new badge, and the lists that filter by status follow it. */
export function useChangePetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePetReportStatus,
    onSuccess: async (_message, { communityId }) => {
      await invalidateAll(queryClient, [
        communityKeys.detail(communityId),
        ...SHOWN_IN.communityPosts(),
      ]);
    },
  });
}
