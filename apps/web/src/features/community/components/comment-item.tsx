import type { CommunityComment } from '@daengnyang/contract/community';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { commentAnchorId } from '@/ui/anchor-ids.ts';
import { CommentCard } from '@/ui/comments/comment-card.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import { ItemActions } from '@/ui/safety/item-actions.tsx';
import styles from './comment-item.module.css';
import { CommentEditForm } from './deferred-comment-forms.tsx';

type CommentItemProps = {
  comment: CommunityComment;
  replyOpen: boolean;
  onReply: () => void;
  /** Given to the comment's author and to administrators. */
  onDelete?: () => void;
  deleting?: boolean;
  /** Saves the author's new words (issue 22); given to the author only, never to admins. */
  onEdit?: (content: string) => Promise<unknown>;
  editing?: boolean;
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
  onEdit,
  editing = false,
  children,
}: CommentItemProps) {
  const { user } = useCurrentUser();
  const [editOpen, setEditOpen] = useState(false);
  const isReply = comment.level > 0;
  const noun = isReply ? '답글' : '댓글';
  const hidden = comment.hidden === true;
  const own = user !== null && user.userId === comment.userId;
  return (
    <CommentCard
      anchorId={commentAnchorId(comment.communityCommentId)}
      author={comment.user}
      createdAt={comment.createdAt}
      editedAt={comment.editedAt}
      label={`${comment.user.name}님의 ${noun}`}
      reply={isReply}
      blocked={comment.blockedAuthor === true}
      hiddenFromOthers={hidden && own}
      menu={
        // A withheld comment of someone else shows only the server's placeholder: nothing to report.
        !hidden && (
          <ItemActions
            target={{ targetType: 'comment', targetId: comment.communityCommentId }}
            author={comment.user}
            noun={noun}
            blockedAuthor={comment.blockedAuthor === true}
          />
        )
      }
    >
      {editOpen && onEdit !== undefined ? (
        <CommentEditForm
          noun={noun}
          content={comment.content}
          pending={editing}
          onSubmit={onEdit}
          onClose={() => setEditOpen(false)}
        />
      ) : (
        <p className={hidden && !own ? `${styles.content} ${styles.withheld}` : styles.content}>
          {isReply && comment.parentUserName !== null && (
            <span className={styles.mention}>@{comment.parentUserName} </span>
          )}
          <LinkedText text={comment.content} />
        </p>
      )}
      <div className={styles.actions}>
        <button className={styles.action} type="button" aria-expanded={replyOpen} onClick={onReply}>
          답글
        </button>
        {onEdit !== undefined && !editOpen && (
          <button className={styles.action} type="button" onClick={() => setEditOpen(true)}>
            수정
          </button>
        )}
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
