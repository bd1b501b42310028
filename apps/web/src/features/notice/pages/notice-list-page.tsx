import { ComingSoon } from '@/ui/coming-soon.tsx';

export function NoticeListPage() {
  return <ComingSoon title="공지사항" />;
}
