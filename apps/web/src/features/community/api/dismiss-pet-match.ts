import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { PetMatchDismiss } from '@daengnyang/contract/pet-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getPetMatchesQueryOptions } from './get-pet-matches.ts';

export type DismissPetMatchInput = { communityId: number; candidate: PetMatchDismiss };

/** "내 아이가 아니에요": the author leaves a candidate out of the matches for good. */
export function dismissPetMatch({ communityId, candidate }: DismissPetMatchInput) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'POST',
    url: `/api/pet-reports/${communityId}/matches/dismiss`,
    data: candidate,
  });
}

export function useDismissPetMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPetMatch,
    onSuccess: async (_message, { communityId }) => {
      await queryClient.invalidateQueries(getPetMatchesQueryOptions(communityId));
    },
  });
}
