import type { Food } from '@daengnyang/contract/food';
import type { Paged } from '@daengnyang/contract/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FoodCard } from '@/ui/food-card.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import styles from './food-results.module.css';
import { Highlight } from './highlight.tsx';
import { SearchEmpty } from './search-empty.tsx';

type FoodResultsProps = {
  searchText: string;
  page: number;
  result: UseQueryResult<Paged<Food>>;
  onPageChange: (page: number) => void;
};

/** The food tab: a grid of the foods found (12 a page) and the pager. */
export function FoodResults({ searchText, page, result, onPageChange }: FoodResultsProps) {
  const { data, error } = result;
  if (error !== null) {
    return (
      <EmptyState message={error.message}>
        <Button variant="secondary" onClick={() => void result.refetch()}>
          다시 시도
        </Button>
      </EmptyState>
    );
  }
  if (data === undefined) return <Skeleton variant="cards" count={4} columns={4} />;
  if (data.content.length === 0) return <SearchEmpty />;
  return (
    <>
      <ul className={styles.grid} aria-busy={result.isPlaceholderData || undefined}>
        {data.content.map((food) => (
          <li key={food.foodId}>
            <FoodCard food={food} title={<Highlight text={food.title} words={searchText} />} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={data.totalPages} onChange={onPageChange} />
    </>
  );
}
