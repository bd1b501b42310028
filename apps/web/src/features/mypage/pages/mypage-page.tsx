import { ComingSoon } from '@/ui/coming-soon.tsx';

export function MypagePage() {
  return <ComingSoon title="마이페이지" />;
}
