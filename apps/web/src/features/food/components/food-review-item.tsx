import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { type FoodReview, FoodReviewFieldsSchema } from '@daengnyang/contract/food';
import { useState } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { formatDate, formatTime } from '@/lib/format.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { reviewAnchorId } from '@/ui/anchor-ids.ts';
import { AttachedImages } from '@/ui/attached-images.tsx';
import { Avatar } from '@/ui/avatar.tsx';
import { Button } from '@/ui/button.tsx';
import { ImageCommentEditForm } from '@/ui/comments/image-comment-edit-form.tsx';
import { EditedMark } from '@/ui/edited-mark.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import { HiddenMark } from '@/ui/safety/hidden-mark.tsx';
import { ItemActions } from '@/ui/safety/item-actions.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useSignInPrompt } from '@/ui/use-sign-in-prompt.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDeleteFoodReview } from '../api/delete-food-review.ts';
import { useSetReviewHelpful } from '../api/set-review-helpful.ts';
import { useUpdateFoodReview } from '../api/update-food-review.ts';
import styles from './food-review-item.module.css';
import { HelpfulButton } from './helpful-button.tsx';

type FoodReviewItemProps = { review: FoodReview; foodTitle: string };

export function FoodReviewItem({ review, foodTitle }: FoodReviewItemProps) {
  const { hasToken, user } = useCurrentUser();
  const toast = useToast();
  const confirm = useConfirm();
  const promptSignIn = useSignInPrompt();
  const onError = (error: Error) => toast.error(error.message);
  const setHelpful = useSetReviewHelpful({ mutationConfig: { onError } });
  const deleteReview = useDeleteFoodReview({
    mutationConfig: { onSuccess: () => toast.success(SUCCESS_MESSAGES.commentDeleted), onError },
  });
  const update = useUpdateFoodReview();
  const [editOpen, setEditOpen] = useState(false);
  const canDelete = user !== null && (user.userId === review.userId || user.role === 'ROLE_ADMIN');

  const toggleHelpful = () => {
    if (!hasToken) {
      promptSignIn();
      return;
    }
    setHelpful.mutate({
      foodId: review.foodId,
      foodCommentId: review.foodCommentId,
      helpful: review.isLike !== 1,
    });
  };

  const remove = async () => {
    if (user === null || !(await confirm(CONFIRM_MESSAGES.deleteComment))) return;
    deleteReview.mutate({
      foodId: review.foodId,
      foodCommentId: review.foodCommentId,
      callerUserId: user.userId,
    });
  };

  const hidden = review.hidden === true;
  const own = user !== null && user.userId === review.userId;
  return (
    <article
      id={reviewAnchorId(review.foodCommentId)}
      className={styles.review}
      aria-label={`${review.user.name}님의 리뷰`}
    >
      <BlockedItem blocked={review.blockedAuthor === true} kind="comment">
        <header className={styles.header}>
          <Avatar src={review.user.profileImgUrl} />
          <div className={styles.meta}>
            <p className={styles.author}>{review.user.name}</p>
            <p className={styles.sub}>
              <span className={styles.foodTitle}>{foodTitle}</span>
              <time dateTime={review.createdAt}>
                {formatDate(review.createdAt)} {formatTime(review.createdAt)}
              </time>
              <EditedMark editedAt={review.editedAt} />
            </p>
          </div>
          {own && !editOpen && (
            <Button
              className={styles.delete}
              variant="ghost"
              size="small"
              onClick={() => setEditOpen(true)}
            >
              수정
            </Button>
          )}
          {canDelete && (
            <Button
              className={styles.delete}
              variant="ghost"
              size="small"
              loading={deleteReview.isPending}
              onClick={remove}
            >
              삭제
            </Button>
          )}
          {!hidden && (
            <ItemActions
              target={{ targetType: 'review', targetId: review.foodCommentId }}
              author={review.user}
              noun="리뷰"
              blockedAuthor={review.blockedAuthor === true}
            />
          )}
        </header>
        {hidden && own && <HiddenMark />}
        {editOpen ? (
          <ImageCommentEditForm
            schema={FoodReviewFieldsSchema.shape.content}
            descriptionsSchema={FoodReviewFieldsSchema.shape.imageDescriptions}
            label="리뷰 수정"
            text={review.content}
            images={review.foodCommentImgs}
            max={IMAGE_LIMITS.comment}
            pending={update.isPending}
            onSubmit={(edit) =>
              update.mutateAsync({
                foodId: review.foodId,
                foodCommentId: review.foodCommentId,
                ...edit,
              })
            }
            onClose={() => setEditOpen(false)}
          />
        ) : (
          <>
            <AttachedImages
              images={review.foodCommentImgs}
              label={`${review.user.name}님의 리뷰 사진`}
            />
            <p className={styles.content}>
              <LinkedText text={review.content} />
            </p>
          </>
        )}
        <div>
          <HelpfulButton
            helpful={review.isLike === 1}
            count={review.likeCount}
            pending={setHelpful.isPending}
            onToggle={toggleHelpful}
          />
        </div>
      </BlockedItem>
    </article>
  );
}
