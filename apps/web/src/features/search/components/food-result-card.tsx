import type { Food } from '@daengnyang/contract/food';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import styles from './food-result-card.module.css';
import { Highlight } from './highlight.tsx';

type FoodResultCardProps = { food: Food; searchText: string };

/** A food found: first image (thumbnail), category, title with the search marked, price. */
export function FoodResultCard({ food, searchText }: FoodResultCardProps) {
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
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{food.foodCategory.foodCategoryName}</p>
        <h3 className={`${cardStyles.title} ${styles.title}`}>
          <Highlight text={food.title} words={searchText} />
        </h3>
        <p className={styles.price}>{formatPrice(food.price)}</p>
      </div>
    </Link>
  );
}
