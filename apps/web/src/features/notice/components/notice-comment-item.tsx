import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { type NoticeComment, NoticeCommentFieldsSchema } from '@daengnyang/contract/notice';
import { useState } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { commentAnchorId } from '@/ui/anchor-ids.ts';
import { AttachedImages } from '@/ui/attached-images.tsx';
import { CommentCard } from '@/ui/comments/comment-card.tsx';
import {
  type ImageCommentEdit,
  ImageCommentEditForm,
} from '@/ui/comments/image-comment-edit-form.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import { ItemActions } from '@/ui/safety/item-actions.tsx';
import styles from './notice-comment-item.module.css';

type NoticeCommentItemProps = {
  comment: NoticeComment;
  noticeTitle: string;
  /** Given to the comment's author and to administrators. */
  onDelete?: () => void;
  deleting?: boolean;
  /** Saves the author's new text and pictures (issue 22); the author's only. */
  onEdit?: (edit: ImageCommentEdit) => Promise<unknown>;
  editing?: boolean;
};

/** One event entry: who wrote it for which event and when, their pictures and text. */
export function NoticeCommentItem({
  comment,
  noticeTitle,
  onDelete,
  deleting = false,
  onEdit,
  editing = false,
}: NoticeCommentItemProps) {
  const { user } = useCurrentUser();
  const [editOpen, setEditOpen] = useState(false);
  const hidden = comment.hidden === true;
  return (
    <CommentCard
      anchorId={commentAnchorId(comment.noticeCommentId)}
      author={comment.user}
      createdAt={comment.createdAt}
      editedAt={comment.editedAt}
      label={`${comment.user.name}님의 댓글`}
      bodyClassName={styles.body}
      blocked={comment.blockedAuthor === true}
      hiddenFromOthers={hidden && user !== null && user.userId === comment.userId}
      menu={
        !hidden && (
          <ItemActions
            target={{ targetType: 'noticeComment', targetId: comment.noticeCommentId }}
            author={comment.user}
            noun="댓글"
            blockedAuthor={comment.blockedAuthor === true}
          />
        )
      }
      headEnd={
        <>
          {onEdit !== undefined && !editOpen && (
            <button className={styles.delete} type="button" onClick={() => setEditOpen(true)}>
              수정
            </button>
          )}
          {onDelete !== undefined && (
            <button className={styles.delete} type="button" disabled={deleting} onClick={onDelete}>
              삭제
            </button>
          )}
        </>
      }
    >
      <p className={styles.notice}>{noticeTitle}</p>
      {editOpen && onEdit !== undefined ? (
        <ImageCommentEditForm
          schema={NoticeCommentFieldsSchema.shape.content}
          descriptionsSchema={NoticeCommentFieldsSchema.shape.imageDescriptions}
          label="댓글 수정"
          text={comment.content}
          images={comment.noticeCommentImgs}
          max={IMAGE_LIMITS.comment}
          pending={editing}
          onSubmit={onEdit}
          onClose={() => setEditOpen(false)}
        />
      ) : (
        <>
          <AttachedImages
            images={comment.noticeCommentImgs}
            label={`${comment.user.name}님의 댓글 사진`}
          />
          <p className={styles.content}>
            <LinkedText text={comment.content} />
          </p>
        </>
      )}
    </CommentCard>
  );
}
