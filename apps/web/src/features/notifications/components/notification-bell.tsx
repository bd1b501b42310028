import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { CountBadge } from '@/ui/count-badge.tsx';
import { BellIcon } from '@/ui/icons/bell-icon.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useLiveNotifications } from '../live/use-live-notifications.ts';

type NotificationBellProps = {
  /** The place's own look: the header's round icon, or a tab of the phone's tab bar. */
  className: string | undefined;
  /** The tab bar's bell says 알림 under the icon, in this style. */
  labelClassName?: string | undefined;
  /**
   * This bell keeps the count live (the stream, or polling): the header's, mounted once per tab
   * for every member at every width (phones hide it, not unmount it).
   */
  live?: boolean;
};

/** Runs the live client while mounted; a component, so the hook is never called conditionally. */
function LiveNotifications() {
  useLiveNotifications();
  return null;
}

/**
 * The link to the notification list with the unread count on the bell. Its name says the count
 * ("알림 3개 안 읽음"), which the badge shows only up to 99+. Rendered for members only, once the
 * browser knows who is signed in, so the server's HTML never has it.
 */
export function NotificationBell({
  className,
  labelClassName,
  live = false,
}: NotificationBellProps) {
  const { data } = useUnreadCount();
  const { pathname } = useLocation();
  const count = data?.count ?? 0;
  const href = paths.notifications.getHref();
  return (
    <>
      {live && <LiveNotifications />}
      <Link
        className={className}
        to={href}
        aria-label={
          count > 0 ? NOTIFICATION_MESSAGES.bellUnread(count) : NOTIFICATION_MESSAGES.bell
        }
        aria-current={pathname === href ? 'page' : undefined}
      >
        <CountBadge count={count}>
          <BellIcon />
        </CountBadge>
        {labelClassName !== undefined && (
          <span className={labelClassName}>{NOTIFICATION_MESSAGES.bell}</span>
        )}
      </Link>
    </>
  );
}
