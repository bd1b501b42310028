import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useFood } from '../api/get-food.ts';
import { FoodGallery } from '../components/food-gallery.tsx';
import { FoodReviews } from '../components/food-reviews.tsx';
import { FoodSummary } from '../components/food-summary.tsx';
import styles from './food-detail-page.module.css';

export function FoodDetailPage() {
  const foodId = Number(useParams().foodId);
  const food = useFood(foodId);

  if (food.isPending) {
    return (
      <Card className={styles.loading}>
        <Skeleton variant="cards" count={1} columns={1} />
        <Skeleton count={6} />
      </Card>
    );
  }
  if (food.isError) {
    return (
      <Card>
        <DocumentTitle title="먹거리 | 댕냥" />
        <EmptyState message={food.error.message}>
          <Link
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            to={paths.food.getHref()}
          >
            먹거리 목록으로
          </Link>
        </EmptyState>
      </Card>
    );
  }

  const { data } = food;
  return (
    <div className={styles.page}>
      <DocumentTitle title={`${data.title} | 댕냥`} />
      <Card className={styles.product}>
        <FoodGallery key={data.foodId} images={data.foodImgs} title={data.title} />
        <FoodSummary food={data} />
      </Card>
      <Card className={styles.reviews}>
        <FoodReviews food={data} />
      </Card>
    </div>
  );
}
