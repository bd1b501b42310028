import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { ignorePress } from '@/ui/button.tsx';
import styles from './helpful-button.module.css';

type HelpfulButtonProps = {
  helpful: boolean;
  count: number;
  pending: boolean;
  onToggle: () => void;
};

/**
 * 도움돼요 on a review: pressed while the signed-in user finds it helpful. While its call runs it
 * ignores presses but keeps the focus (aria-disabled, not disabled), as a busy Button does.
 */
export function HelpfulButton({ helpful, count, pending, onToggle }: HelpfulButtonProps) {
  // 도움돼요 is a write: under a write ban it says why and ignores presses.
  const banned = useWriteBan() !== null;
  return (
    <button
      className={styles.helpful}
      type="button"
      aria-pressed={helpful}
      aria-disabled={pending || banned || undefined}
      title={banned ? SAFETY_MESSAGES.writeDisabled : undefined}
      onClick={pending || banned ? ignorePress : onToggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 10v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3zm2 0 3.6-6.3a1.7 1.7 0 0 1 3.1 1.2L15 9h4.6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 18.3 20H9V10z" />
      </svg>
      {/* The visible words are the name, read in the order they are seen: '도움돼요 3'. */}
      <span>도움돼요</span> <span className={styles.count}>{count}</span>
    </button>
  );
}
