import { BestFoodsSchema, type Food } from '@daengnyang/contract/food';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { foodKeys } from '@/api/query-keys.ts';

/** The foods of the home carousel, most liked first. */
export function getBestFood(signal?: AbortSignal): Promise<Food[]> {
  return apiRequest(import.meta.env.DEV ? BestFoodsSchema : undefined, {
    url: '/api/bestfood',
    signal,
  });
}

export function getBestFoodQueryOptions() {
  return queryOptions({
    queryKey: foodKeys.best(),
    queryFn: ({ signal }) => getBestFood(signal),
  });
}

export function useBestFood() {
  return useQuery(getBestFoodQueryOptions());
}
