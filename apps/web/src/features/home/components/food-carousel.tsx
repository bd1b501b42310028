import { FOOD_CAROUSEL_VISIBLE } from '@daengnyang/contract/constants';
import { useState } from 'react';
import { usePhoneLayout } from '@/lib/use-phone-layout.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ChevronIcon } from '@/ui/icons/chevron-icon.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useBestFood } from '../api/get-best-food.ts';
import styles from './food-carousel.module.css';
import { FoodCarouselCard } from './food-carousel-card.tsx';

/**
 * The most liked foods, three at a time, moved one by one with previous and next. On phones
 * the row scrolls sideways under the finger instead, so every card stays reachable.
 */
export function FoodCarousel() {
  const foods = useBestFood();
  const [first, setFirst] = useState(0);
  const swipes = usePhoneLayout();

  if (foods.isPending) return <Skeleton variant="cards" count={3} columns={3} />;
  if (foods.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p>{foods.error.message}</p>
        <Button variant="secondary" size="small" onClick={() => void foods.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  if (foods.data.length === 0) return <EmptyState message="아직 소개할 먹거리가 없어요." />;

  const lastFirst = Math.max(0, foods.data.length - FOOD_CAROUSEL_VISIBLE);
  const shownFirst = Math.min(first, lastFirst);

  return (
    <div className={styles.carousel}>
      <button
        className={styles.arrow}
        type="button"
        aria-label="이전 먹거리"
        disabled={shownFirst === 0}
        onClick={() => setFirst(shownFirst - 1)}
      >
        <ChevronIcon direction="previous" />
      </button>
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          aria-label="인기 먹거리"
          style={
            swipes
              ? undefined
              : {
                  transform: `translateX(calc(${-shownFirst} * (var(--card-width) + var(--card-gap))))`,
                }
          }
        >
          {foods.data.map((food, index) => {
            const hidden =
              !swipes && (index < shownFirst || index >= shownFirst + FOOD_CAROUSEL_VISIBLE);
            return (
              // Cards scrolled out of view leave the Tab order and the accessibility tree.
              <li key={food.foodId} className={styles.item} inert={hidden}>
                <FoodCarouselCard food={food} />
              </li>
            );
          })}
        </ul>
      </div>
      <button
        className={styles.arrow}
        type="button"
        aria-label="다음 먹거리"
        disabled={shownFirst === lastFirst}
        onClick={() => setFirst(shownFirst + 1)}
      >
        <ChevronIcon direction="next" />
      </button>
    </div>
  );
}
