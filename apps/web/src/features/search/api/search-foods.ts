import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { FoodSchema } from '@daengnyang/contract/food';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { searchKeys } from '@/api/query-keys.ts';

type FoodSearchParams = { searchText: string; page: number };

export function searchFoods({ searchText, page }: FoodSearchParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(FoodSchema) : undefined, {
    url: '/api/search/foods',
    params: { searchText, page, size: PAGE_SIZES.foodSearch },
    signal,
  });
}

export function getFoodSearchQueryOptions(params: FoodSearchParams) {
  return queryOptions({
    queryKey: searchKeys.foodResults(params.searchText, params.page),
    queryFn: ({ signal }) => searchFoods(params, signal),
    // Spec §5: no search without a word.
    enabled: params.searchText !== '',
    placeholderData: keepPreviousData,
  });
}

export function useFoodSearch(params: FoodSearchParams) {
  return useQuery(getFoodSearchQueryOptions(params));
}
