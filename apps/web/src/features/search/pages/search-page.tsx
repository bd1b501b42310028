import { ComingSoon } from '@/ui/coming-soon.tsx';

export function SearchPage() {
  return <ComingSoon title="검색" />;
}
