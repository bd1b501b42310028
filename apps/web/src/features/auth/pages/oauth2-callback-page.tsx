import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshPrincipal } from '@/api/get-principal.ts';
import { paths } from '@/config/paths.ts';
import { saveToken } from '@/lib/token-store.ts';
import { PageLoading } from '@/ui/page-loading.tsx';

/** Where the API lands after a social login: `?accessToken=<jwt>` on success. */
export function OAuth2CallbackPage() {
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('accessToken');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Replace, so the token does not stay in the history.
    const goHome = () => navigate(paths.home.getHref(), { replace: true });
    if (!accessToken) {
      goHome();
      return;
    }
    saveToken(accessToken);
    refreshPrincipal(queryClient).then(goHome, goHome);
  }, [accessToken, navigate, queryClient]);

  return <PageLoading />;
}
