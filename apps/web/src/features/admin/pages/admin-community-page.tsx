import { ComingSoon } from '@/ui/coming-soon.tsx';

export function AdminCommunityPage() {
  return <ComingSoon title="커뮤니티 관리" />;
}
