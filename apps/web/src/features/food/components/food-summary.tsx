import type { Food } from '@daengnyang/contract/food';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import buttonStyles from '@/ui/button.module.css';
import { LikeButton } from '@/ui/like-button.tsx';
import { ShareButtons } from '@/ui/share/share-buttons.tsx';
import { useSignInPrompt } from '@/ui/use-sign-in-prompt.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useSetFoodLiked } from '../api/set-food-liked.ts';
import styles from './food-summary.module.css';

/** Beside the gallery: what the food is, what it costs, the heart and where to buy it. */
export function FoodSummary({ food }: { food: Food }) {
  const { hasToken } = useCurrentUser();
  const toast = useToast();
  const promptSignIn = useSignInPrompt();
  const setLiked = useSetFoodLiked({
    mutationConfig: { onError: (error) => toast.error(error.message) },
  });

  const toggleLike = () => {
    if (!hasToken) {
      promptSignIn();
      return;
    }
    setLiked.mutate({ foodId: food.foodId, liked: food.isLike !== 1 });
  };

  return (
    <div className={styles.summary}>
      <p className={styles.category}>{food.foodCategory.foodCategoryName}</p>
      <h1 className={styles.title}>{food.title}</h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>작성자</dt>
          <dd>{food.user.name}</dd>
        </div>
        <div className={styles.fact}>
          <dt>리뷰</dt>
          <dd>{food.commentCount}개</dd>
        </div>
      </dl>
      <p className={styles.price}>
        <span className={styles.priceLabel}>판매가</span>
        {formatPrice(food.price)}
      </p>
      <p className={styles.description}>{food.content}</p>
      <div className={styles.actions}>
        <LikeButton
          liked={food.isLike === 1}
          count={food.likeCount}
          pending={setLiked.isPending}
          onToggle={toggleLike}
        />
        <a
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.buy}`}
          href={food.foodAddress}
          target="_blank"
          rel="noopener noreferrer"
        >
          구매하러 가기
          <span className={styles.external} aria-hidden="true">
            ↗
          </span>
          <span className={styles.visuallyHidden}>(새 창)</span>
        </a>
      </div>
      <ShareButtons title={food.title} path={paths.foodDetail.getHref(food.foodId)} />
    </div>
  );
}
