import { ignorePress } from './button.tsx';
import styles from './like-button.module.css';

type LikeButtonProps = {
  liked: boolean;
  count: number;
  onToggle: () => void;
  /** True while the like or unlike call runs: a second click must not send a second call. */
  pending?: boolean;
  /**
   * What the count counts, read after it: '3 좋아요'. The name starts with the visible count
   * (WCAG 2.5.3), so a user who says what they see reaches the button.
   */
  label?: string;
  size?: 'medium' | 'small';
  /** Why the reader may not like now (a write ban): the heart says so and ignores presses. */
  unavailableReason?: string | undefined;
};

/**
 * A heart with its count; pressed while the signed-in user likes the item. While its call runs
 * it ignores presses but keeps the focus (aria-disabled, not disabled), as a busy Button does.
 */
export function LikeButton({
  liked,
  count,
  onToggle,
  pending = false,
  label = '좋아요',
  size = 'medium',
  unavailableReason,
}: LikeButtonProps) {
  const inert = pending || unavailableReason !== undefined;
  return (
    <button
      className={`${styles.like} ${styles[size]}`}
      type="button"
      aria-pressed={liked}
      aria-label={`${count} ${label}`}
      aria-disabled={inert || undefined}
      title={unavailableReason}
      onClick={inert ? ignorePress : onToggle}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2.1 0 3.6 1.1 5 2.9 1.4-1.8 2.9-2.9 5-2.9 3.6 0 5.5 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
