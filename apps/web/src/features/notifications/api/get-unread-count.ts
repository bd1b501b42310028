import { type UnreadCount, UnreadCountSchema } from '@daengnyang/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';

/** `GET /api/notifications/unread-count`: a grouped entry counts once. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest(import.meta.env.DEV ? UnreadCountSchema : undefined, {
    url: '/api/notifications/unread-count',
    signal,
  });
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/**
 * The signed-in member's unread count; visitors have none and the server is not asked. The live
 * client (`live/`) keeps it current, so it is fetched once and then written by what arrives.
 */
export function useUnreadCount() {
  const { user } = useCurrentUser();
  return useQuery({ ...getUnreadCountQueryOptions(), enabled: user !== null });
}
