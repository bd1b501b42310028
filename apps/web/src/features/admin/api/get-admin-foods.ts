import { AdminFoodRowSchema } from '@daengnyang/contract/admin-food';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { pagedSchema } from '@daengnyang/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { foodKeys } from '@/api/query-keys.ts';

export type AdminFoodsParams = { page: number; searchText: string };

export function getAdminFoods({ page, searchText }: AdminFoodsParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? pagedSchema(AdminFoodRowSchema) : undefined, {
    url: '/api/admin/foods',
    params: { page, size: PAGE_SIZES.adminList, searchText: searchText || undefined },
    signal,
  });
}

export function getAdminFoodsQueryOptions(params: AdminFoodsParams) {
  return queryOptions({
    queryKey: foodKeys.adminList(params.searchText, params.page),
    queryFn: ({ signal }) => getAdminFoods(params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminFoods(params: AdminFoodsParams) {
  return useQuery({ ...getAdminFoodsQueryOptions(params), placeholderData: keepPreviousData });
}
