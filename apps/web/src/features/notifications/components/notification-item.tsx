import type { Notification } from '@daengnyang/contract/notifications';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { NOTIFICATION_MESSAGES } from '@/lib/messages.ts';
import { safeReturnPath } from '@/lib/sign-in-return.ts';
import { notificationHref } from '@/ui/anchor-ids.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { BellIcon } from '@/ui/icons/bell-icon.tsx';
import { formatRelativeTime } from '../relative-time.ts';
import styles from './notification-item.module.css';

/** Avatars shown side by side; the contract sends at most three actors. */
const SHOWN_ACTORS = 3;

type NotificationItemProps = {
  notification: Notification;
  /** Opening an unread entry marks it read. */
  onOpen: (notification: Notification) => void;
};

/**
 * One entry: who acted (the latest pictures; names and how many in all are in the server's
 * sentence, "보리엄마님 외 4명이 좋아합니다"), the
 * sentence, what it is about and its start, and how long ago. An unread entry is tinted and
 * says so to screen readers. The whole entry is the link to its target, at the comment.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { actors, text, target, excerpt, read, updatedAt } = notification;
  // The server composes the link from ids; anything that would leave the site opens the list.
  const href = safeReturnPath(notificationHref(notification)) ?? paths.notifications.getHref();
  return (
    <li className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      <Link className={styles.link} to={href} onClick={() => onOpen(notification)}>
        <span className={styles.actors}>
          {actors.length === 0 ? (
            <span className={styles.systemIcon}>
              <BellIcon size={20} />
            </span>
          ) : (
            actors
              .slice(0, SHOWN_ACTORS)
              .map((actor) => <Avatar key={actor.userId} src={actor.profileImgUrl} />)
          )}
        </span>
        <span className={styles.body}>
          {!read && <span className={styles.unreadLabel}>{NOTIFICATION_MESSAGES.unread} </span>}
          <span className={styles.text}>{text}</span>
          <span className={styles.target}>{target.title}</span>
          {excerpt !== null && <span className={styles.excerpt}>{excerpt}</span>}
          <time className={styles.time} dateTime={updatedAt}>
            {formatRelativeTime(updatedAt)}
          </time>
        </span>
        {!read && <span className={styles.dot} aria-hidden="true" />}
      </Link>
    </li>
  );
}
