import type { Food } from '@daengnyang/contract/food';
import { FoodCard } from '@/ui/food-card.tsx';
import styles from './food-grid.module.css';

/** Cards per row of the grid (spec §2: 4 columns). */
const ROW_LENGTH = 4;

type FoodGridProps = {
  foods: readonly Food[];
  /** The cards are the previous page's, shown while the asked-for page loads. */
  stale?: boolean;
};

export function FoodGrid({ foods, stale = false }: FoodGridProps) {
  return (
    <ul className={styles.grid} aria-label="먹거리 목록" aria-busy={stale || undefined}>
      {foods.map((food, index) => (
        <li key={food.foodId}>
          <FoodCard food={food} firstRow={index < ROW_LENGTH} />
        </li>
      ))}
    </ul>
  );
}
