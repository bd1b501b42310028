import type { MyLikedFood } from '@daengnyang/contract/mypage';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import { LikeButton } from '@/ui/like-button.tsx';
import styles from './liked-food-card.module.css';

type LikedFoodCardProps = { food: MyLikedFood; pending: boolean; onUnlike: () => void };

export function LikedFoodCard({ food, pending, onUnlike }: LikedFoodCardProps) {
  const image = food.foodImgs[0];
  return (
    <article className={styles.card}>
      {/* A second way in for a pointer only: the title below is the link for everyone else. */}
      <Link
        className={styles.tile}
        to={paths.foodDetail.getHref(food.foodId)}
        tabIndex={-1}
        aria-hidden="true"
      >
        {image !== undefined && (
          <img
            className={styles.image}
            src={image.thumbImgUrl}
            alt=""
            width={256}
            height={192}
            loading="lazy"
          />
        )}
      </Link>
      <div className={styles.body}>
        <p className={styles.category}>{food.categoryName}</p>
        <h3 className={styles.title}>
          <Link className={styles.titleLink} to={paths.foodDetail.getHref(food.foodId)}>
            {food.title}
          </Link>
        </h3>
        <p className={styles.price}>{formatPrice(food.price)}</p>
        <div className={styles.actions}>
          <a
            className={styles.buy}
            href={food.address}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`구매하기 (${food.title}, 새 창)`}
          >
            구매하기 ↗
          </a>
          <LikeButton
            liked={food.isLike === 1}
            count={food.likeCount}
            pending={pending}
            onToggle={onUnlike}
            size="small"
          />
        </div>
      </div>
    </article>
  );
}
