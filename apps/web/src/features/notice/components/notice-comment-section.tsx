import type { Notice } from '@daengnyang/contract/notice';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { CommentThread } from '@/ui/comments/comment-thread.tsx';
import { useDeleteNoticeComment } from '../api/delete-notice-comment.ts';
import type { NoticeParams } from '../api/get-notice.ts';
import { useUpdateNoticeComment } from '../api/update-notice-comment.ts';
import { NoticeCommentForm } from './notice-comment-form.tsx';
import { NoticeCommentItem } from './notice-comment-item.tsx';

type NoticeCommentSectionProps = { notice: Notice; params: NoticeParams };

/** An event's entries: the form for signed-in users, then the comments, newest first. */
export function NoticeCommentSection({ notice, params }: NoticeCommentSectionProps) {
  const { user } = useCurrentUser();
  const remove = useDeleteNoticeComment();
  const update = useUpdateNoticeComment();
  return (
    <CommentThread
      comments={notice.noticeComment}
      idOf={(comment) => comment.noticeCommentId}
      form={<NoticeCommentForm notice={params} />}
      signInHint="하고 이벤트에 참여해보세요."
      emptyText="아직 참여한 댓글이 없어요."
      onDelete={(comment, callerId) =>
        remove.mutateAsync({ notice: params, commentId: comment.noticeCommentId, callerId })
      }
      deletingId={remove.isPending ? remove.variables.commentId : null}
      renderComment={(comment, actions) => (
        <NoticeCommentItem
          key={comment.noticeCommentId}
          comment={comment}
          noticeTitle={notice.title}
          onEdit={
            user !== null && user.userId === comment.userId
              ? (edit) =>
                  update.mutateAsync({
                    notice: params,
                    commentId: comment.noticeCommentId,
                    ...edit,
                  })
              : undefined
          }
          editing={update.isPending && update.variables.commentId === comment.noticeCommentId}
          {...actions}
        />
      )}
    />
  );
}
