import styles from './count-badge.module.css';

/** Beyond this a badge says 99+: the exact number is in the control's accessible name. */
const MAX_SHOWN = 99;

/**
 * A small count on the corner of an icon (the bell's unread entries). Hidden from screen
 * readers: the control it sits on says the count in its name.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
