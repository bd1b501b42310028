import { useSyncExternalStore } from 'react';

/**
 * Below the spec's 1,100 px desktop layout every screen is the one-column phone layout. CSS
 * says the same with `@media (width < 68.75em)`; this is for the few parts whose markup
 * differs (a bottom sheet instead of a side panel), not for styling.
 */
export const PHONE_LAYOUT_QUERY = '(width < 68.75em)';

// jsdom has no matchMedia: tests see the desktop layout unless they provide one.
const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_LAYOUT_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhoneLayout = () => phoneQuery()?.matches ?? false;

/** True while the window is narrower than the desktop layout; false where there is no window. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}
