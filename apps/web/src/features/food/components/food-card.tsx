import type { Food } from '@daengnyang/contract/food';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import styles from './food-card.module.css';

/** A food in the grid: first image (thumbnail), category, title and price, linking to the detail. */
export function FoodCard({ food }: { food: Food }) {
  const image = food.foodImgs[0];
  return (
    <Link
      className={`${cardStyles.linkCard} ${styles.card}`}
      to={paths.foodDetail.getHref(food.foodId)}
    >
      <div className={styles.tile}>
        {image !== undefined && (
          <img
            className={styles.image}
            src={image.thumbImgUrl}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{food.foodCategory.foodCategoryName}</p>
        <h2 className={`${cardStyles.title} ${styles.title}`}>{food.title}</h2>
        <p className={styles.price}>{formatPrice(food.price)}</p>
      </div>
    </Link>
  );
}
