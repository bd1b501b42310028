import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
} from '@daengnyang/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';

/** `GET /api/notifications/preferences`: each kind on or off, and quiet hours. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest(import.meta.env.DEV ? NotificationPreferencesSchema : undefined, {
    url: '/api/notifications/preferences',
    signal,
  });
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
