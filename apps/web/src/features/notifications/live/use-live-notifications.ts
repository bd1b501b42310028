import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { apiUrl } from '@/api/api-client.ts';
import { notificationKeys } from '@/api/query-keys.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { notificationHref } from '@/ui/anchor-ids.ts';
import { useToast } from '@/ui/use-toast.ts';
import { createStreamTicket } from '../api/create-stream-ticket.ts';
import { getUnreadCount, getUnreadCountQueryOptions } from '../api/get-unread-count.ts';
import { type LiveMessage, startLiveNotifications } from './live-notifications.ts';

const streamUrl = (ticket: string, lastEventId: number | null) =>
  apiUrl('/api/notifications/stream', { ticket, lastEventId: lastEventId ?? undefined });

/**
 * While a member is signed in, what the live client hears updates this tab: the badge takes
 * the count, the list's pages are fetched again when something changed, and an alert (not held
 * by quiet hours) shows a toast with a link to what it is about. Signing out stops the client.
 */
export function useLiveNotifications() {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? null;
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  // The router's navigate changes with the location; the client must not restart with it.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (userId === null) return;
    const apply = (message: LiveMessage) => {
      const count = message.type === 'notification' ? message.data.unreadCount : message.data.count;
      const { queryKey } = getUnreadCountQueryOptions();
      const previous = queryClient.getQueryData(queryKey)?.count;
      queryClient.setQueryData(queryKey, { count });
      if (message.type === 'notification' || previous !== count) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      }
      if (message.type === 'notification' && message.data.alert) {
        const { text } = message.data.notification;
        const link = notificationHref(message.data.notification);
        toast.offer(text, {
          label: NOTIFICATION_MESSAGES.open,
          href: link,
          follow: () => navigateRef.current(link),
        });
      }
    };
    return startLiveNotifications({
      takeTicket: createStreamTicket,
      fetchUnreadCount: () => getUnreadCount(),
      streamUrl,
      onMessage: apply,
    });
  }, [userId, queryClient, toast]);
}
