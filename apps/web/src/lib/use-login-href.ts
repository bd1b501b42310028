import { useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { loginHrefFor } from './sign-in-return.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The login page's address for a reader who should come back here after signing in: every
 * 로그인 link and redirect. Read from the router's location, not `window`, so that it renders
 * the same on the server. On the login page itself it is that page's own address, so a second
 * click keeps the return path the first one carried. The hash never reaches the server, so
 * it joins the return path only after hydration (the first render matches the server's).
 */
export function useLoginHref(): string {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  if (pathname === paths.auth.login.getHref()) return `${pathname}${search}`;
  return loginHrefFor(`${pathname}${search}${hydrated ? hash : ''}`);
}
