import type { Food } from '@daengnyang/contract/food';
import { FoodCard } from '@/ui/food-card.tsx';
import styles from './food-grid.module.css';

/** Cards per row of the grid (spec §2: 4 columns). */
const ROW_LENGTH = 4;

export function FoodGrid({ foods }: { foods: readonly Food[] }) {
  return (
    <ul className={styles.grid} aria-label="먹거리 목록">
      {foods.map((food, index) => (
        <li key={food.foodId}>
          <FoodCard food={food} firstRow={index < ROW_LENGTH} />
        </li>
      ))}
    </ul>
  );
}
