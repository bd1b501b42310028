import type { CommunityComment } from '@daengnyang/contract/community';
import type { ReactNode } from 'react';
import { CommentCard } from '@/ui/comments/comment-card.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import styles from './comment-item.module.css';

type CommentItemProps = {
  comment: CommunityComment;
  replyOpen: boolean;
  onReply: () => void;
  /** Given to the comment's author and to administrators. */
  onDelete?: () => void;
  deleting?: boolean;
  /** The reply box, shown under the comment while open. */
  children?: ReactNode;
};

/** One comment, or an indented reply naming whom it answers. */
export function CommentItem({
  comment,
  replyOpen,
  onReply,
  onDelete,
  deleting = false,
  children,
}: CommentItemProps) {
  const isReply = comment.level > 0;
  return (
    <CommentCard
      author={comment.user}
      createdAt={comment.createdAt}
      label={`${comment.user.name}님의 ${isReply ? '답글' : '댓글'}`}
      reply={isReply}
    >
      <p className={styles.content}>
        {isReply && comment.parentUserName !== null && (
          <span className={styles.mention}>@{comment.parentUserName} </span>
        )}
        <LinkedText text={comment.content} />
      </p>
      <div className={styles.actions}>
        <button className={styles.action} type="button" aria-expanded={replyOpen} onClick={onReply}>
          답글
        </button>
        {onDelete !== undefined && (
          <button
            className={`${styles.action} ${styles.delete}`}
            type="button"
            disabled={deleting}
            onClick={onDelete}
          >
            삭제
          </button>
        )}
      </div>
      {children}
    </CommentCard>
  );
}
