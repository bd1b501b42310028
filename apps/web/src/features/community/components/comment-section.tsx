import type { CommunityComment, CommunityPost } from '@daengnyang/contract/community';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { CONFIRM_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import styles from '@/ui/comment-section.module.css';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDeleteCommunityComment } from '../api/delete-community-comment.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

type CommentSectionProps = { post: CommunityPost; params: CommunityPostParams };

/**
 * The post's thread: the count, a comment box for signed-in readers, and the comments in the
 * server's order (each top-level comment followed by its replies) with one reply box at a time.
 */
export function CommentSection({ post, params }: CommentSectionProps) {
  const { hasToken, user } = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteCommunityComment();
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const headingId = useId();
  const comments = post.communityComments;

  const toggleReply = (comment: CommunityComment) => {
    if (!hasToken) {
      toast.error(ERROR_MESSAGES.loginRequired);
      return;
    }
    setReplyingTo((open) =>
      open === comment.communityCommentId ? null : comment.communityCommentId,
    );
  };

  const deleteComment = async (comment: CommunityComment, callerId: number) => {
    if (!(await confirm(CONFIRM_MESSAGES.deleteComment))) return;
    remove.mutate(
      { post: params, commentId: comment.communityCommentId, callerId },
      {
        onSuccess: () => toast.success(SUCCESS_MESSAGES.commentDeleted),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        댓글 <span className={styles.count}>{comments.length}</span>
      </h2>
      {user !== null ? (
        <CommentForm post={params} />
      ) : (
        <p className={styles.signIn}>
          <Link className={styles.signInLink} to={paths.auth.login.getHref()}>
            로그인
          </Link>
          하고 댓글을 남겨보세요.
        </p>
      )}
      {comments.length === 0 ? (
        <p className={styles.empty}>아직 댓글이 없어요. 첫 댓글을 남겨보세요.</p>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.communityCommentId}
              comment={comment}
              replyOpen={replyingTo === comment.communityCommentId}
              onReply={() => toggleReply(comment)}
              onDelete={
                user !== null && (user.userId === comment.userId || user.role === 'ROLE_ADMIN')
                  ? () => void deleteComment(comment, user.userId)
                  : undefined
              }
              deleting={
                remove.isPending && remove.variables.commentId === comment.communityCommentId
              }
            >
              {replyingTo === comment.communityCommentId && (
                <CommentForm
                  post={params}
                  replyTo={{
                    commentId: comment.communityCommentId,
                    userId: comment.userId,
                    userName: comment.user.name,
                  }}
                  onClose={() => setReplyingTo(null)}
                />
              )}
            </CommentItem>
          ))}
        </ol>
      )}
    </section>
  );
}
