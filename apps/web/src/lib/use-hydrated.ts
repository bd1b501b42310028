import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates what the server sent, true from then on
 * (and at once in a page the browser renders itself): for what only a browser can draw, such
 * as a portal into `document.body`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
