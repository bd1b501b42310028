import { FOOD_CAROUSEL_VISIBLE } from '@daengnyang/contract/constants';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ChevronIcon } from '@/ui/icons/chevron-icon.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useBestFood } from '../api/get-best-food.ts';
import styles from './food-carousel.module.css';
import { FoodCarouselCard } from './food-carousel-card.tsx';

/** The keys that move the focus between cards, as in a toolbar: to a neighbour or an end. */
const CARD_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The most liked foods, three at a time, moved one by one with previous and next. On phones
 * the row scrolls sideways under the finger instead, so every card stays reachable. With the
 * keyboard, Tab reaches the shown cards and the arrow keys walk through all of them, the row
 * following the focus. The markup is the same at every width (the server renders it without
 * knowing the width): the stylesheet moves the row and hides the cards out of view on desktop
 * only, and a phone's row ignores both.
 */
export function FoodCarousel() {
  const foods = useBestFood();
  const [first, setFirst] = useState(0);
  const trackRef = useRef<HTMLUListElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // What takes the focus once the row has moved: a card scrolled into view is inert, and a
  // button disabled, until then.
  const focusAfterMove = useRef<(() => void) | null>(null);

  const focusCard = (index: number) =>
    trackRef.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();

  useEffect(() => {
    focusAfterMove.current?.();
    focusAfterMove.current = null;
  });

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
  const lastIndex = foods.data.length - 1;

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const target = CARD_KEYS[event.key]?.(index, lastIndex);
    if (target === undefined || target < 0 || target > lastIndex) return;
    event.preventDefault();
    const firstShowing =
      target < shownFirst
        ? target
        : target >= shownFirst + FOOD_CAROUSEL_VISIBLE
          ? target - FOOD_CAROUSEL_VISIBLE + 1
          : shownFirst;
    if (firstShowing === shownFirst) {
      focusCard(target);
      return;
    }
    focusAfterMove.current = () => focusCard(target);
    setFirst(firstShowing);
  };

  // A button that reaches its end is disabled, which would drop the focus to the page: it
  // goes to the other button, which can still move the row.
  const showFrom = (next: number) => {
    if (next === 0) focusAfterMove.current = () => nextRef.current?.focus();
    if (next === lastFirst) focusAfterMove.current = () => previousRef.current?.focus();
    setFirst(next);
  };

  return (
    <div className={styles.carousel}>
      <button
        ref={previousRef}
        className={styles.arrow}
        type="button"
        aria-label="이전 먹거리"
        disabled={shownFirst === 0}
        onClick={() => showFrom(shownFirst - 1)}
      >
        <ChevronIcon direction="previous" />
      </button>
      <div className={styles.viewport}>
        <ul
          ref={trackRef}
          className={styles.track}
          aria-label="인기 먹거리"
          style={{ '--shown-first': shownFirst } as CSSProperties}
        >
          {foods.data.map((food, index) => {
            const outOfView = index < shownFirst || index >= shownFirst + FOOD_CAROUSEL_VISIBLE;
            return (
              <li
                key={food.foodId}
                className={outOfView ? `${styles.item} ${styles.outOfView}` : styles.item}
              >
                <FoodCarouselCard food={food} onKeyDown={(event) => moveFocus(event, index)} />
              </li>
            );
          })}
        </ul>
      </div>
      <button
        ref={nextRef}
        className={styles.arrow}
        type="button"
        aria-label="다음 먹거리"
        disabled={shownFirst === lastFirst}
        onClick={() => showFrom(shownFirst + 1)}
      >
        <ChevronIcon direction="next" />
      </button>
    </div>
  );
}
