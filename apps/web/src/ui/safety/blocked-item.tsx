import { MESSAGES } from '@daengnyang/contract/messages';
import { type ReactNode, useState } from 'react';
import styles from './blocked-item.module.css';

type BlockedItemProps = {
  /** The item's `blockedAuthor` mark: collapsed until the reader asks to see it. */
  blocked: boolean;
  kind: 'post' | 'comment';
  /** The collapsed line's frame where the item has one of its own (a home card). */
  frameClassName?: string;
  children: ReactNode;
};

/**
 * An item whose author the reader blocked, collapsed to one line (차단한 사용자의 댓글입니다.)
 * with a 보기 button that shows it; any other item as it is.
 */
export function BlockedItem({ blocked, kind, frameClassName, children }: BlockedItemProps) {
  const [shown, setShown] = useState(false);
  if (!blocked || shown) return children;
  return (
    <div className={frameClassName ? `${styles.collapsed} ${frameClassName}` : styles.collapsed}>
      <p className={styles.text}>
        {kind === 'post' ? MESSAGES.blockedAuthorPost : MESSAGES.blockedAuthorComment}
      </p>
      <button
        className={styles.show}
        type="button"
        aria-expanded={false}
        onClick={() => setShown(true)}
      >
        보기
      </button>
    </div>
  );
}
