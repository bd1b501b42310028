import { Navigate } from 'react-router';
import { SIGN_IN_REQUIRED_STATE } from '@/lib/sign-in-return.ts';
import { useLoginHref } from '@/lib/use-login-href.ts';

/**
 * Rendered by a page that needs a signed-in member when there is none: replaces it with the
 * login page, which says why and brings the member back here after signing in.
 */
export function SignInRedirect() {
  return <Navigate replace to={useLoginHref()} state={SIGN_IN_REQUIRED_STATE} />;
}
