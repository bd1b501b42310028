import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { clearToken } from '@/lib/token-store.ts';

/** Spec §4: forget the token, drop the cached user, go to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearToken();
    // Everything cached was answered for this user (the principal, my-page lists, isLike
    // flags), so all of it goes, not only the principal.
    void queryClient.resetQueries();
    navigate(paths.auth.login.getHref());
  };
}
