import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTime } from '@/lib/format.ts';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { Panel } from '@/ui/panel.tsx';
import { HiddenBadge } from '@/ui/safety/hidden-badge.tsx';
import { useMyComments } from '../api/get-my-comments.ts';
import { MY_COMMENT_TYPE_LABELS, myCommentParentHref } from '../my-comment-link.ts';
import styles from './my-comments-panel.module.css';

/** My comments of every kind, 3 a page, each linking to what it was written on. */
export function MyCommentsPanel() {
  const [page, setPage] = useState(1);
  const comments = useMyComments(page);
  return (
    <Panel
      title="내가 쓴 댓글"
      query={comments}
      page={page}
      onPageChange={setPage}
      emptyMessage={EMPTY_MESSAGES.myComments}
    >
      {(data) => (
        <ul className={styles.list}>
          {data.content.map((comment) => (
            <li key={`${comment.type}-${comment.commentId}`} className={styles.item}>
              <p className={styles.where}>
                {`${MY_COMMENT_TYPE_LABELS[comment.type]} > ${comment.parentCategoryName}`}
              </p>
              <Link className={styles.parent} to={myCommentParentHref(comment)}>
                {comment.parentTitle}
              </Link>
              <p className={styles.content}>
                {comment.hidden && <HiddenBadge />}
                {comment.content}
              </p>
              <time className={styles.date} dateTime={comment.createdAt}>
                {formatDate(comment.createdAt)} {formatTime(comment.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
