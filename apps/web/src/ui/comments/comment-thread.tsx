import { type ReactNode, useId } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { SignInInvite } from '@/ui/sign-in-invite.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useRevealLinkTarget } from '@/ui/use-reveal-link-target.ts';
import { useToast } from '@/ui/use-toast.ts';
import styles from './comment-thread.module.css';

/** What the thread hands each comment it lists. */
export type CommentActions = {
  /** Given to the comment's author and to administrators. */
  onDelete?: () => void;
  deleting: boolean;
};

type CommentThreadProps<C extends { userId: number }> = {
  comments: readonly C[];
  idOf: (comment: C) => number;
  /** The comment box, shown to signed-in readers. */
  form: ReactNode;
  /** Follows the sign-in link shown to visitors instead of the form. */
  signInHint: string;
  emptyText: string;
  /** Deletes a comment for the caller; resolves once deleted, rejects with the reason. */
  onDelete: (comment: C, callerId: number) => Promise<unknown>;
  /** The comment whose deletion is under way, if any. */
  deletingId: number | null;
  renderComment: (comment: C, actions: CommentActions) => ReactNode;
};

/**
 * A content's comments: the count, a comment box for signed-in readers (for visitors a sign-in
 * link that comes back here), then the comments in the server's order, each deletable by its
 * author or an administrator after they confirmed.
 */
export function CommentThread<C extends { userId: number }>({
  comments,
  idOf,
  form,
  signInHint,
  emptyText,
  onDelete,
  deletingId,
  renderComment,
}: CommentThreadProps<C>) {
  const { user } = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const headingId = useId();
  useRevealLinkTarget();

  const deleteComment = async (comment: C, callerId: number) => {
    if (!(await confirm(CONFIRM_MESSAGES.deleteComment))) return;
    try {
      await onDelete(comment, callerId);
    } catch (failure) {
      if (failure instanceof Error) toast.error(failure.message);
      return;
    }
    toast.success(SUCCESS_MESSAGES.commentDeleted);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        댓글 <span className={styles.count}>{comments.length}</span>
      </h2>
      {user !== null ? form : <SignInInvite hint={signInHint} />}
      {comments.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) =>
            renderComment(comment, {
              onDelete:
                user !== null && (user.userId === comment.userId || user.role === 'ROLE_ADMIN')
                  ? () => void deleteComment(comment, user.userId)
                  : undefined,
              deleting: deletingId === idOf(comment),
            }),
          )}
        </ol>
      )}
    </section>
  );
}
