import { NotificationPageSchema } from '@daengnyang/contract/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';

/** Entries per page of the list; the contract's default. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** `GET /api/notifications?page&size`: latest change first. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? NotificationPageSchema : undefined, {
    url: '/api/notifications',
    params: { page, size: NOTIFICATION_PAGE_SIZE },
    signal,
  });
}

export function getNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(page: number) {
  return useQuery(getNotificationsQueryOptions(page));
}
