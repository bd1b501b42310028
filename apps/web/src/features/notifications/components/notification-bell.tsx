import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { CountBadge } from '@/ui/count-badge.tsx';
import { BellIcon } from '@/ui/icons/bell-icon.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import styles from './notification-bell.module.css';

type NotificationBellProps = {
  /** The place's own look: the header's round icon, or a tab of the phone's tab bar. */
  className: string | undefined;
  /** Shown under the icon (the tab bar's label). */
  label?: ReactNode;
};

/**
 * The link to the notification list with the unread count on the bell. Its name says the count
 * ("알림 3개 안 읽음"), which the badge shows only up to 99+. Rendered for members only, once the
 * browser knows who is signed in, so the server's HTML never has it.
 */
export function NotificationBell({ className, label }: NotificationBellProps) {
  const { data } = useUnreadCount();
  const { pathname } = useLocation();
  const count = data?.count ?? 0;
  const href = paths.notifications.getHref();
  return (
    <Link
      className={className}
      to={href}
      aria-label={count > 0 ? NOTIFICATION_MESSAGES.bellUnread(count) : NOTIFICATION_MESSAGES.bell}
      aria-current={pathname === href ? 'page' : undefined}
    >
      <span className={styles.icon}>
        <BellIcon />
        <CountBadge count={count} />
      </span>
      {label}
    </Link>
  );
}
