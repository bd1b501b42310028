import type { Food } from '@daengnyang/contract/food';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import styles from './food-carousel-card.module.css';

type FoodCarouselCardProps = {
  food: Food;
  /** The carousel's arrow keys, which move the focus to the neighbouring card. */
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
};

/** The picture is left out of the link's name (alt=""): the title beside it already names it. */
export function FoodCarouselCard({ food, onKeyDown }: FoodCarouselCardProps) {
  const image = food.foodImgs[0]?.thumbImgUrl;
  return (
    <Link
      className={`${cardStyles.linkCard} ${styles.link}`}
      to={paths.foodDetail.getHref(food.foodId)}
      onKeyDown={onKeyDown}
    >
      <span className={styles.image}>
        {image && (
          <img src={image} alt="" width={250} height={200} loading="lazy" decoding="async" />
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.category}>{food.foodCategory.foodCategoryName}</span>
        <span className={`${cardStyles.title} ${styles.title}`}>{food.title}</span>
        <span className={styles.price}>{formatPrice(food.price)}</span>
      </span>
    </Link>
  );
}
