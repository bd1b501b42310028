import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

/** Beyond this a badge says 99+: the exact number is in the control's accessible name. */
const MAX_SHOWN = 99;

/**
 * An icon with a small count on its corner (the bell's unread entries), none at zero. The count
 * is hidden from screen readers: the control it sits in says it in its name.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
        </span>
      )}
    </span>
  );
}
