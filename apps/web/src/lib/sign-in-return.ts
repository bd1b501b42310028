import { paths } from '@/config/paths.ts';

/**
 * Where a visitor was going when a page sent them to sign in, so that they land there after it.
 * The path travels in the login page's `?next=` and, across the OAuth round trip (a full-page
 * visit to the provider), in sessionStorage: it is per tab and gone when the tab closes.
 */
const RETURN_PATH_KEY = 'daengnyang:return-path';
export const RETURN_PATH_PARAM = 'next';

/** Pages that must not be returned to: they would send the member straight back to sign in. */
const NOT_RETURNABLE = [paths.auth.login.getHref(), paths.auth.oauth2Callback.getHref()];

/**
 * Any origin serves to resolve a path against: one that resolves elsewhere leaves every site.
 * A fixed one keeps the check free of `window`, so pages can build login links while they are
 * rendered on the server.
 */
const RESOLVING_ORIGIN = 'http://return-path.invalid';

/**
 * The path itself when it stays on this site, else null. Only a single leading `/` counts:
 * `//host` and `/\host` are other sites to a browser, and a scheme (`https:`, `javascript:`)
 * never starts with `/`.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || /\p{Cc}/u.test(value)) return null;
  const url = new URL(value, RESOLVING_ORIGIN);
  if (url.origin !== RESOLVING_ORIGIN || NOT_RETURNABLE.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page's address for a visitor who was at (or wanted) `returnPath`. Home needs no
 * return path: a sign-in without one lands there.
 */
export function loginHrefFor(returnPath: string): string {
  const safe = safeReturnPath(returnPath);
  if (safe === null || safe === paths.home.getHref()) return paths.auth.login.getHref();
  return `${paths.auth.login.getHref()}?${new URLSearchParams({ [RETURN_PATH_PARAM]: safe })}`;
}

/**
 * Router state of the redirect from a page that needs a member (SignInRedirect), so that the
 * login page says why the visitor is there; a login link the visitor chose carries none.
 */
export const SIGN_IN_REQUIRED_STATE = { signInRequired: true } as const;

export function isSignInRequiredState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'signInRequired' in state &&
    state.signInRequired === true
  );
}

/** Called as the visitor leaves for a provider; a path that is not this site's is dropped. */
export function rememberReturnPath(value: string | null) {
  const safe = safeReturnPath(value);
  if (safe === null) sessionStorage.removeItem(RETURN_PATH_KEY);
  else sessionStorage.setItem(RETURN_PATH_KEY, safe);
}

/** The remembered path, checked again: sessionStorage is as writable as the URL. */
export function readReturnPath(): string | null {
  return safeReturnPath(sessionStorage.getItem(RETURN_PATH_KEY));
}

/** Once used (or the sign-in failed), so that a later sign-in starts afresh. */
export function forgetReturnPath() {
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
