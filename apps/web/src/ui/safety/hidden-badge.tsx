import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import styles from './hidden-badge.module.css';

/**
 * The short mark on a row of my own lists whose item moderation withholds: 검토 중, with the
 * whole sentence for screen readers (the item's own page shows it in full).
 */
export function HiddenBadge() {
  return (
    <span className={styles.badge}>
      {SAFETY_MESSAGES.hiddenBadge}
      <span className={styles.detail}>: {SAFETY_MESSAGES.ownHiddenMark}</span>
    </span>
  );
}
