import { ComingSoon } from '@/ui/coming-soon.tsx';

export function NoticeDetailPage() {
  return <ComingSoon title="공지사항 상세" />;
}
