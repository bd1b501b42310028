import { MESSAGES } from '@daengnyang/contract/messages';
import type { Notification } from '@daengnyang/contract/notifications';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { Panel } from '@/ui/panel.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from './notification-item.tsx';
import styles from './notification-list.module.css';

/** The member's notifications, newest change first, a page at a time, with 모두 읽음. */
export function NotificationList() {
  const [page, setPage] = useState(1);
  const query = useNotifications(page);
  const unread = useUnreadCount().data?.count ?? 0;
  const toast = useToast();
  const markAll = useMarkNotificationsRead({
    mutationConfig: {
      onSuccess: () => toast.success(MESSAGES.notificationsRead),
      onError: (error) => toast.error(error.message),
    },
  });
  // Opening an entry leaves the page: the read mark is sent on its way, and the badge follows.
  const markOne = useMarkNotificationsRead();
  const open = (notification: Notification) => {
    if (!notification.read) markOne.mutate({ ids: [notification.notificationId] });
  };

  return (
    <Panel
      title={NOTIFICATION_MESSAGES.listTitle}
      query={query}
      page={page}
      onPageChange={setPage}
      emptyMessage={NOTIFICATION_MESSAGES.empty}
      actions={
        <Button
          variant="secondary"
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate({ all: true })}
        >
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      }
    >
      {(data) => (
        <ul className={styles.list} aria-label={NOTIFICATION_MESSAGES.listLabel}>
          {data.content.map((notification) => (
            <NotificationItem
              key={notification.notificationId}
              notification={notification}
              onOpen={open}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
