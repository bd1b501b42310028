import { AdminUserPageSchema } from '@daengnyang/contract/admin-users';
import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { adminKeys } from '@/api/query-keys.ts';

export type AdminUsersParams = { page: number; searchText: string };

export function getAdminUsers({ page, searchText }: AdminUsersParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? AdminUserPageSchema : undefined, {
    url: '/api/admin/users',
    params: { page, size: PAGE_SIZES.adminList, searchText: searchText || undefined },
    signal,
  });
}

export function getAdminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: adminKeys.usersPage(params.page, params.searchText),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
  });
}

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({ ...getAdminUsersQueryOptions(params), placeholderData: keepPreviousData });
}
