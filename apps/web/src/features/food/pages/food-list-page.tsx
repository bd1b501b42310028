import { ComingSoon } from '@/ui/coming-soon.tsx';

export function FoodListPage() {
  return <ComingSoon title="먹거리" />;
}
