import type { Notice, NoticeComment } from '@daengnyang/contract/notice';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import styles from '@/ui/comment-section.module.css';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDeleteNoticeComment } from '../api/delete-notice-comment.ts';
import type { NoticeParams } from '../api/get-notice.ts';
import { NoticeCommentForm } from './notice-comment-form.tsx';
import { NoticeCommentItem } from './notice-comment-item.tsx';

type NoticeCommentSectionProps = { notice: Notice; params: NoticeParams };

/** An event's entries: the form for signed-in users, then the comments, newest first. */
export function NoticeCommentSection({ notice, params }: NoticeCommentSectionProps) {
  const { user } = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteNoticeComment();
  const headingId = useId();
  const comments = notice.noticeComment;

  const deleteComment = async (comment: NoticeComment, callerId: number) => {
    if (!(await confirm(CONFIRM_MESSAGES.deleteComment))) return;
    remove.mutate(
      { notice: params, commentId: comment.noticeCommentId, callerId },
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
        <NoticeCommentForm notice={params} />
      ) : (
        <p className={styles.signIn}>
          <Link className={styles.signInLink} to={paths.auth.login.getHref()}>
            로그인
          </Link>
          하고 이벤트에 참여해보세요.
        </p>
      )}
      {comments.length === 0 ? (
        <p className={styles.empty}>아직 참여한 댓글이 없어요.</p>
      ) : (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <NoticeCommentItem
              key={comment.noticeCommentId}
              comment={comment}
              noticeTitle={notice.title}
              onDelete={
                user !== null && (user.userId === comment.userId || user.role === 'ROLE_ADMIN')
                  ? () => void deleteComment(comment, user.userId)
                  : undefined
              }
              deleting={remove.isPending && remove.variables.commentId === comment.noticeCommentId}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
