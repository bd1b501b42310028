import { ComingSoon } from '@/ui/coming-soon.tsx';

export function CommunityListPage() {
  return <ComingSoon title="커뮤니티" />;
}
