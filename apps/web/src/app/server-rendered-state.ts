import type { DehydratedState } from '@tanstack/react-query';

/** The id of the page's `<script type="application/json">` holding the state below. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * What the server sends with a page it rendered, as JSON the browser reads before hydrating:
 * in a script element of type `application/json`, which is never executed, so the page's
 * Content-Security-Policy stays `script-src 'self'`.
 */
export type ServerRenderedState = {
  /** The answers the page was rendered from, as TanStack Query dehydrates them. */
  queries: DehydratedState;
  /** The server answered with its not-found page (an unknown address, a deleted post). */
  notFound: boolean;
  /**
   * Why, when the API said so in words a visitor should read: a post withheld by moderation
   * (`MESSAGES.hiddenPost`, issue 21). Its author and administrators still see it, so a browser
   * with a stored token renders that page afresh rather than hydrate the not-found page.
   */
  withheldMessage: string | null;
  /** The Seoul day of the render (`YYYY-MM-DD`), which dated what the page shows. */
  today: string;
  /** The lazy parts the render drew (lib/lazy-part.ts), loaded before hydrating. */
  parts: string[];
};

/** The state the server sent with this page, or null when the browser renders it itself. */
export function readServerRenderedState(): ServerRenderedState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderedState) : null;
}
