import { useSyncExternalStore } from 'react';

/**
 * Below the spec's 1,100 px desktop layout every screen is the one-column phone layout. CSS
 * says the same with `@media (width < 68.75em)`, and every first render is the same at every
 * width (the server renders pages without knowing the width; the browser hydrates them): this
 * is only for markup that appears after the reader acts, such as the map's place card, a
 * bottom sheet on phones and a panel on desktop.
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

/** Whether the window is narrower than the desktop layout now: for event handlers. */
export const isPhoneLayout = () => phoneQuery()?.matches ?? false;

/**
 * True while the window is narrower than the desktop layout; false where there is no window and
 * while hydrating, so never let it shape what a page first shows.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}
