import { ComingSoon } from '@/ui/coming-soon.tsx';

export function AdminFoodPage() {
  return <ComingSoon title="먹거리 관리" />;
}
