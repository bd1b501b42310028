import type { Food } from '@daengnyang/contract/food';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/lib/format.ts';
import cardStyles from '@/ui/card.module.css';
import styles from './food-carousel-card.module.css';

export function FoodCarouselCard({ food }: { food: Food }) {
  const image = food.foodImgs[0]?.thumbImgUrl;
  return (
    <Link
      className={`${cardStyles.linkCard} ${styles.link}`}
      to={paths.foodDetail.getHref(food.foodId)}
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
