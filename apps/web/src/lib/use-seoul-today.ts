import { useSyncExternalStore } from 'react';
import { seoulToday } from './format.ts';

/** The Seoul day the server rendered the page being hydrated; set before hydrating (main.tsx). */
let serverRenderDay: string | undefined;

export function setServerRenderDay(day: string): void {
  serverRenderDay = day;
}

const subscribeToNothing = () => () => undefined;

/**
 * The site's calendar day (`YYYY-MM-DD`, Seoul). While the browser hydrates a page it is the day
 * the server rendered it, so a page rendered a moment before midnight hydrates as it was drawn;
 * the browser's own day follows at once.
 */
export function useSeoulToday(): string {
  return useSyncExternalStore(
    subscribeToNothing,
    seoulToday,
    () => serverRenderDay ?? seoulToday(),
  );
}
