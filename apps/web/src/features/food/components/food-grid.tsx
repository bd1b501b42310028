import type { Food } from '@daengnyang/contract/food';
import { FoodCard } from '@/ui/food-card.tsx';
import styles from './food-grid.module.css';

export function FoodGrid({ foods }: { foods: readonly Food[] }) {
  return (
    <ul className={styles.grid} aria-label="먹거리 목록">
      {foods.map((food) => (
        <li key={food.foodId}>
          <FoodCard food={food} />
        </li>
      ))}
    </ul>
  );
}
