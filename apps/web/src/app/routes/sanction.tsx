import { SanctionNoticePage } from '@/features/sanctions/pages/sanction-notice-page.tsx';
import { useLogout } from '../layouts/use-logout.ts';

/** The sanction notice with the shell's sign-out (what the header's profile menu does). */
export function SanctionRoute() {
  const logout = useLogout();
  return <SanctionNoticePage onLogout={() => void logout()} />;
}
