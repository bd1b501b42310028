import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { refreshPrincipal } from '@/api/get-principal.ts';
import { paths } from '@/config/paths.ts';
import { forgetReturnPath, readReturnPath } from '@/lib/sign-in-return.ts';
import { saveToken } from '@/lib/token-store.ts';
import { PageLoading } from '@/ui/page-loading.tsx';

/**
 * Where the API lands after a social login: `?accessToken=<jwt>` on success. The member goes on
 * to the page that sent them to sign in (remembered by the login page), else home.
 */
export function OAuth2CallbackPage() {
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('accessToken');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [returnPath] = useState(readReturnPath);

  useEffect(() => {
    // Replace, so the token does not stay in the history.
    const goTo = (path: string) => {
      forgetReturnPath();
      navigate(path, { replace: true });
    };
    if (!accessToken) {
      goTo(paths.home.getHref());
      return;
    }
    // Only the effect still in place goes on: StrictMode runs this twice in development, and
    // the second run's refresh cancels the first one's.
    let current = true;
    const goOn = () => {
      if (current) goTo(returnPath ?? paths.home.getHref());
    };
    saveToken(accessToken);
    refreshPrincipal(queryClient).then(goOn, goOn);
    return () => {
      current = false;
    };
  }, [accessToken, navigate, queryClient, returnPath]);

  return <PageLoading />;
}
