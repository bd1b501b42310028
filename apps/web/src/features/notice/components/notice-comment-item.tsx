import type { NoticeComment } from '@daengnyang/contract/notice';
import { AttachedImages } from '@/ui/attached-images.tsx';
import { CommentCard } from '@/ui/comments/comment-card.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import styles from './notice-comment-item.module.css';

type NoticeCommentItemProps = {
  comment: NoticeComment;
  noticeTitle: string;
  /** Given to the comment's author and to administrators. */
  onDelete?: () => void;
  deleting?: boolean;
};

/** One event entry: who wrote it for which event and when, their pictures and text. */
export function NoticeCommentItem({
  comment,
  noticeTitle,
  onDelete,
  deleting = false,
}: NoticeCommentItemProps) {
  return (
    <CommentCard
      author={comment.user}
      createdAt={comment.createdAt}
      label={`${comment.user.name}님의 댓글`}
      bodyClassName={styles.body}
      headEnd={
        onDelete !== undefined && (
          <button className={styles.delete} type="button" disabled={deleting} onClick={onDelete}>
            삭제
          </button>
        )
      }
    >
      <p className={styles.notice}>{noticeTitle}</p>
      <AttachedImages
        images={comment.noticeCommentImgs}
        label={`${comment.user.name}님의 댓글 사진`}
      />
      <p className={styles.content}>
        <LinkedText text={comment.content} />
      </p>
    </CommentCard>
  );
}
