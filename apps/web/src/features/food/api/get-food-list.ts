import { type FoodSort, PAGE_SIZES } from '@daengnyang/contract/constants';
import { FoodSchema } from '@daengnyang/contract/food';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { foodKeys } from '@/api/query-keys.ts';

type FoodListParams = { sort: FoodSort; page: number };

export function getFoodList({ sort, page }: FoodListParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(FoodSchema) : undefined, {
    url: '/api/foods',
    params: { sort, page, size: PAGE_SIZES.foodList },
    signal,
  });
}

export function getFoodListQueryOptions(params: FoodListParams) {
  return queryOptions({
    queryKey: foodKeys.list(params.sort, params.page),
    queryFn: ({ signal }) => getFoodList(params, signal),
    // The grid keeps the page it shows while the next one loads, so paging does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useFoodList(params: FoodListParams) {
  return useQuery(getFoodListQueryOptions(params));
}
