import type { NoticeComment } from '@daengnyang/contract/notice';
import { formatDate, formatTime } from '@/lib/format.ts';
import { Avatar } from '@/ui/avatar.tsx';
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
    <li className={styles.comment} aria-label={`${comment.user.name}님의 댓글`}>
      <Avatar src={comment.user.profileImgUrl} />
      <div className={styles.body}>
        <div className={styles.head}>
          <strong className={styles.name}>{comment.user.name}</strong>
          <time className={styles.time} dateTime={comment.createdAt}>
            {formatDate(comment.createdAt)} {formatTime(comment.createdAt)}
          </time>
          {onDelete !== undefined && (
            <button className={styles.delete} type="button" disabled={deleting} onClick={onDelete}>
              삭제
            </button>
          )}
        </div>
        <p className={styles.notice}>{noticeTitle}</p>
        {comment.noticeCommentImgs.length > 0 && (
          <ul className={styles.images} aria-label="댓글 이미지">
            {comment.noticeCommentImgs.map((image, index) => (
              <li key={image.imgUrl}>
                <a
                  className={styles.imageLink}
                  href={image.imgUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <img
                    className={styles.image}
                    src={image.thumbImgUrl}
                    alt={`댓글 이미지 ${index + 1}`}
                    width={120}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.content}>{comment.content}</p>
      </div>
    </li>
  );
}
