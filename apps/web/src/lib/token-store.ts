import { TOKEN_PREFIX, TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { useSyncExternalStore } from 'react';

/** The stored access token is the login state (spec §4): its presence means "signed in". */
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The header value as stored, `Bearer <jwt>`, or null when signed out — and on the server,
 * which renders every page as a visitor (the token never leaves the browser but in requests).
 */
export function readToken(): string | null {
  if (typeof window === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  return token === null || token === '' ? null : token;
}

export function saveToken(accessToken: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, `${TOKEN_PREFIX}${accessToken}`);
  notify();
}

export function clearToken() {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void) {
  // Other tabs signing in or out change the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether a token is stored: `unknown` while the server renders and while the browser hydrates
 * what the server sent (rendered as a visitor, since the server cannot know), then what the
 * storage says.
 */
export type TokenState = 'unknown' | 'stored' | 'none';

const storedState = (): TokenState => (readToken() === null ? 'none' : 'stored');
const unknownState = (): TokenState => 'unknown';

export function useTokenState(): TokenState {
  return useSyncExternalStore(subscribe, storedState, unknownState);
}

const hasStoredToken = () => readToken() !== null;
const noToken = () => false;

/**
 * A token is stored; false until the browser knows (see `useTokenState`). Its own store rather
 * than `useTokenState() === 'stored'`: for a visitor the answer is false while hydrating and
 * after, so React has no reason to render the component again at once. That matters above a
 * part of the page not yet hydrated: such a synchronous render hydrates that whole part in the
 * same task (a page's layout reads this for the member's sanctions).
 */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribe, hasStoredToken, noToken);
}
