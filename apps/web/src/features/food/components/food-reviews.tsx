import type { Food } from '@daengnyang/contract/food';
import { useId } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { SignInInvite } from '@/ui/sign-in-invite.tsx';
import { useRevealLinkTarget } from '@/ui/use-reveal-link-target.ts';
import { FoodReviewForm } from './food-review-form.tsx';
import { FoodReviewItem } from './food-review-item.tsx';
import styles from './food-reviews.module.css';

/** The review section: the form for signed-in users, then the reviews, most helpful first. */
export function FoodReviews({ food }: { food: Food }) {
  const { user } = useCurrentUser();
  const titleId = useId();
  useRevealLinkTarget();
  return (
    <section className={styles.reviews} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        리뷰 <span className={styles.count}>{food.commentCount}</span>
      </h2>
      {user !== null ? (
        <FoodReviewForm foodId={food.foodId} />
      ) : (
        <SignInInvite hint="하고 리뷰를 남겨보세요." />
      )}
      {food.foodComment.length === 0 ? (
        <p className={styles.none}>아직 작성된 리뷰가 없습니다. 첫 리뷰를 남겨주세요!</p>
      ) : (
        <ul className={styles.list}>
          {food.foodComment.map((review) => (
            <li key={review.foodCommentId}>
              <FoodReviewItem review={review} foodTitle={food.title} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
