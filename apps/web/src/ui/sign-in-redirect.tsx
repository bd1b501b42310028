import { Navigate, useLocation } from 'react-router';
import { loginHrefFor } from '@/lib/sign-in-return.ts';

/**
 * Rendered by a page that needs a signed-in member when there is none: replaces it with the
 * login page, which says why and brings the member back here after signing in.
 */
export function SignInRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={loginHrefFor(`${pathname}${search}${hash}`)} />;
}
