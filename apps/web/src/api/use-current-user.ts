import { useQuery } from '@tanstack/react-query';
import { useHasToken } from '@/lib/token-store.ts';
import { getPrincipalQueryOptions } from './get-principal.ts';

/**
 * The signed-in user and their counts. Login state is the stored token (spec §4), so without one
 * nobody is signed in and the server is not asked. Whether a visitor may act (like, reply) is
 * `hasToken`: the user may still be on its way when they click, and the server judges the token.
 */
export function useCurrentUser() {
  const hasToken = useHasToken();
  const principal = useQuery({ ...getPrincipalQueryOptions(), enabled: hasToken });
  const signedIn = hasToken && principal.data?.authenticated ? principal.data : null;
  return {
    hasToken,
    isPending: hasToken && principal.isPending,
    user: signedIn?.user ?? null,
    myStatus: signedIn?.myStatus ?? null,
  };
}
