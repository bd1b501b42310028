import type { Food } from '@daengnyang/contract/food';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import cardStyles from './card.module.css';
import styles from './food-card.module.css';

type FoodCardProps = {
  food: Food;
  /** The title as shown, e.g. with the search words marked; the plain title by default. */
  title?: ReactNode;
  /** In the first row of its page: its picture is fetched first, not when scrolled to. */
  firstRow?: boolean;
};

/** A food in a grid: first image (thumbnail), category, title and price, linking to the detail. */
export function FoodCard({ food, title = food.title, firstRow = false }: FoodCardProps) {
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
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : undefined}
            decoding="async"
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{food.foodCategory.foodCategoryName}</p>
        {/* Every grid of foods (the food list, search results) sits right under the page's h1. */}
        <h2 className={`${cardStyles.title} ${styles.title}`}>{title}</h2>
        <p className={styles.price}>{formatPrice(food.price)}</p>
      </div>
    </Link>
  );
}
