import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '@/api/logout.ts';
import { paths } from '@/config/paths.ts';
import { clearToken } from '@/lib/token-store.ts';

/**
 * Spec §4: forget the token, drop the cached user, go to the login page — after asking the
 * server to revoke the token. Signing out on this device never depends on that answer: a
 * server that is down or slow still leaves the user signed out here.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    clearToken();
    // Everything cached was answered for this user (the principal, my-page lists, isLike
    // flags), so all of it goes, not only the principal.
    void queryClient.resetQueries();
    navigate(paths.auth.login.getHref());
  };
}
