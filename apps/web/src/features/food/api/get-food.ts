import { FoodSchema } from '@daengnyang/contract/food';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { foodKeys } from '@/api/query-keys.ts';

export function getFood(foodId: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? FoodSchema : undefined, {
    url: `/api/foods/${foodId}`,
    signal,
  });
}

export function getFoodQueryOptions(foodId: number) {
  return queryOptions({
    queryKey: foodKeys.detail(foodId),
    queryFn: ({ signal }) => getFood(foodId, signal),
  });
}

export function useFood(foodId: number) {
  return useQuery(getFoodQueryOptions(foodId));
}
