import { ComingSoon } from '@/ui/coming-soon.tsx';

export function HomePage() {
  return <ComingSoon title="홈" />;
}
