import type { ReactNode } from 'react';
import { formatDate, formatTime } from '@/lib/format.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { EditedMark } from '@/ui/edited-mark.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import { HiddenMark } from '@/ui/safety/hidden-mark.tsx';
import styles from './comment-card.module.css';

type CommentCardProps = {
  /** The item's element id, which a link's `#comment-{id}` scrolls to (ui/anchor-ids.ts). */
  anchorId: string;
  author: { name: string; profileImgUrl: string };
  createdAt: string;
  /** When its author last changed it (issue 22); absent for an item never edited. */
  editedAt?: string | undefined;
  /** What a screen reader calls the item ("이름님의 댓글"). */
  label: string;
  /** Indents the card under the comment it answers. */
  reply?: boolean;
  /** Laid out by the content type (an event entry stacks its pictures and text). */
  bodyClassName?: string;
  /** Shown after the author and time (an event entry's delete button). */
  headEnd?: ReactNode;
  /** The ⋯ menu (신고, 차단), at the end of the head. */
  menu?: ReactNode;
  /** The reader blocked the author: collapsed until asked for. */
  blocked?: boolean;
  /** Withheld by moderation, as its own author sees it: marked so. */
  hiddenFromOthers?: boolean;
  children: ReactNode;
};

/** One item of a comment thread: the author's picture, name and time, then the content. */
export function CommentCard({
  anchorId,
  author,
  createdAt,
  editedAt,
  label,
  reply = false,
  bodyClassName,
  headEnd,
  menu,
  blocked = false,
  hiddenFromOthers = false,
  children,
}: CommentCardProps) {
  return (
    <li
      id={anchorId}
      className={reply ? `${styles.comment} ${styles.reply}` : styles.comment}
      aria-label={label}
    >
      <BlockedItem blocked={blocked} kind="comment">
        <Avatar src={author.profileImgUrl} />
        <div className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}>
          <div className={styles.head}>
            <strong className={styles.name} title={author.name}>
              {author.name}
            </strong>
            <time className={styles.time} dateTime={createdAt}>
              {formatDate(createdAt)} {formatTime(createdAt)}
            </time>
            <EditedMark editedAt={editedAt} />
            {headEnd}
            {menu}
          </div>
          {hiddenFromOthers && <HiddenMark />}
          {children}
        </div>
      </BlockedItem>
    </li>
  );
}
