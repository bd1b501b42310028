import type { FoodSort } from '@daengnyang/contract/constants';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/lib/url-numbers.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { ChipGroup } from '@/ui/chip-group.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useFoodList } from '../api/get-food-list.ts';
import { FoodGrid } from '../components/food-grid.tsx';
import { FOOD_SORT_OPTIONS, parseFoodSort } from '../food-sorts.ts';
import styles from './food-list-page.module.css';

/** /food?sort=…&page=…: the sort and the page live in the address, so back and reload keep them. */
export function FoodListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseFoodSort(searchParams.get('sort'));
  const page = parsePage(searchParams.get('page'));
  const foods = useFoodList({ sort, page });

  const show = (next: { sort: FoodSort; page: number }) => {
    setSearchParams({ sort: next.sort, page: String(next.page) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <DocumentTitle title="먹거리 | 댕냥" />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>먹거리</h1>
          <p className={styles.lead}>우리 아이에게 꼭 맞는 사료와 간식을 찾아보세요.</p>
        </div>
        <ChipGroup
          label="정렬"
          options={FOOD_SORT_OPTIONS}
          value={sort}
          onChange={(next) => show({ sort: next, page: 1 })}
          oneRow
        />
      </header>
      {foods.isPending ? (
        <Skeleton variant="cards" count={8} columns={4} />
      ) : foods.isError ? (
        <Card>
          <EmptyState message={foods.error.message}>
            <Button variant="secondary" onClick={() => void foods.refetch()}>
              다시 시도
            </Button>
          </EmptyState>
        </Card>
      ) : foods.data.content.length === 0 ? (
        <Card>
          <EmptyState message="등록된 먹거리가 없습니다." />
        </Card>
      ) : (
        <>
          <FoodGrid foods={foods.data.content} stale={foods.isPlaceholderData} />
          <Pager
            page={page}
            totalPages={foods.data.totalPages}
            onChange={(next) => show({ sort, page: next })}
          />
        </>
      )}
    </div>
  );
}
