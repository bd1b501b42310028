import { useEffect, useState } from 'react';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { Panel } from '@/ui/panel.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useMyLikedFoods } from '../api/get-my-liked-foods.ts';
import { useUnlikeFood } from '../api/unlike-food.ts';
import { LikedFoodCard } from './liked-food-card.tsx';
import styles from './my-liked-foods-panel.module.css';

/** The foods I liked, 4 a page in a 2×2 grid, each with a heart to unlike it. */
export function MyLikedFoodsPanel() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const foods = useMyLikedFoods(page);
  const unlike = useUnlikeFood({
    mutationConfig: { onError: (error) => toast.error(error.message) },
  });

  // Unliking the last food of the last page leaves that page empty: show the one before.
  const lastPage = foods.data?.totalPages;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);

  return (
    <Panel
      title="찜한 먹거리"
      query={foods}
      page={page}
      onPageChange={setPage}
      emptyMessage={EMPTY_MESSAGES.myLikedFoods}
    >
      {(data) => (
        <ul className={styles.grid}>
          {data.content.map((food) => (
            <li key={food.foodId}>
              <LikedFoodCard
                food={food}
                pending={unlike.isPending && unlike.variables.foodId === food.foodId}
                onUnlike={() => unlike.mutate({ foodId: food.foodId, page })}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
