import { ShelterAnimalPageSchema } from '@daengnyang/contract/pet-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { shelterAnimalKeys } from '@/api/query-keys.ts';

/** Animals per page of the 보호소 공고 section: the contract's default. */
export const SHELTER_ANIMAL_PAGE_SIZE = 12;

/** `GET /api/shelter-animals`: public shelter notices, the soonest to end first. */
export function getShelterAnimals(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? ShelterAnimalPageSchema : undefined, {
    url: '/api/shelter-animals',
    params: { page, size: SHELTER_ANIMAL_PAGE_SIZE },
    signal,
  });
}

export function getShelterAnimalsQueryOptions(page: number) {
  return queryOptions({
    queryKey: shelterAnimalKeys.page(page),
    queryFn: ({ signal }) => getShelterAnimals(page, signal),
  });
}

export function useShelterAnimals(page: number) {
  return useQuery(getShelterAnimalsQueryOptions(page));
}
