import { ComingSoon } from '@/ui/coming-soon.tsx';

export function FoodDetailPage() {
  return <ComingSoon title="먹거리 상세" />;
}
