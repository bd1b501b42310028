import { ComingSoon } from '@/ui/coming-soon.tsx';

export function CommunityDetailPage() {
  return <ComingSoon title="커뮤니티 게시글" />;
}
