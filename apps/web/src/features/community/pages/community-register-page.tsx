import { ComingSoon } from '@/ui/coming-soon.tsx';

export function CommunityRegisterPage() {
  return <ComingSoon title="글쓰기" />;
}
