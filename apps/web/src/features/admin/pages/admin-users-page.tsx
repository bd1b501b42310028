import { ComingSoon } from '@/ui/coming-soon.tsx';

export function AdminUsersPage() {
  return <ComingSoon title="회원 관리" />;
}
