import { ComingSoon } from '@/ui/coming-soon.tsx';

export function AdminNoticePage() {
  return <ComingSoon title="공지 관리" />;
}
