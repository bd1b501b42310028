import { AdminFoodRowSchema } from '@daengnyang/contract/admin-food';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

export type AdminFoodsParams = { page: number; searchText: string };

/** Under the site's food-list key, so whatever refreshes the site's lists refreshes this too. */
export const ADMIN_FOODS_KEY = ['food', 'list', 'admin'] as const;

/** Every food query: admin changes refresh the site's lists and details too. */
export const FOOD_RESOURCE_KEY = ['food'] as const;

export function getAdminFoods({ page, searchText }: AdminFoodsParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(AdminFoodRowSchema) : undefined, {
    url: '/api/admin/foods',
    params: { page, size: PAGE_SIZES.adminList, searchText: searchText || undefined },
    signal,
  });
}

export function getAdminFoodsQueryOptions(params: AdminFoodsParams) {
  return queryOptions({
    queryKey: [...ADMIN_FOODS_KEY, params.searchText, params.page],
    queryFn: ({ signal }) => getAdminFoods(params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminFoods(params: AdminFoodsParams) {
  return useQuery({ ...getAdminFoodsQueryOptions(params), placeholderData: keepPreviousData });
}
