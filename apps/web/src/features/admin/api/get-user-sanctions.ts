import { UserSanctionListSchema } from '@daengnyang/contract/sanctions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { moderationAdminKeys } from '@/api/query-keys.ts';

/** `GET /api/admin/users/{userId}/sanctions`: newest first. */
export function getUserSanctions(userId: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? UserSanctionListSchema : undefined, {
    url: `/api/admin/users/${userId}/sanctions`,
    signal,
  });
}

export function getUserSanctionsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: moderationAdminKeys.userSanctions(userId),
    queryFn: ({ signal }) => getUserSanctions(userId, signal),
  });
}

export function useUserSanctions(userId: number) {
  return useQuery(getUserSanctionsQueryOptions(userId));
}
