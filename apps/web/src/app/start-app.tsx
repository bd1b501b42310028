import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { preloadRenderedParts } from '@/lib/lazy-part.ts';
import { nextTask } from '@/lib/next-task.ts';
import { createQueryClient } from '@/lib/react-query.ts';
import { readToken } from '@/lib/token-store.ts';
import { setServerRenderDay } from '@/lib/use-seoul-today.ts';
import { App } from './app.tsx';
import { preloadRoutePage } from './app-routes.tsx';
import { readServerRenderedState } from './server-rendered-state.ts';

/**
 * Dispatched on `container` once the app has the page (hydration begun, or the shell rendered):
 * the boot script then does again the presses it kept (lib/early-press.ts, which spells it the
 * same so that the boot script shares no chunk with the app).
 */
export const APP_STARTED_EVENT = 'daengnyang:app-started';

/**
 * Starts the app in `container` (#root): takes over the HTML of a page the server rendered
 * (hydration), or renders a page the server sent as the empty shell (member and admin pages).
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // The app's code has just been evaluated, in a task of its own: what follows is the next one.
  await nextTask();
  const queryClient = createQueryClient();
  const serverState = readServerRenderedState();
  // A post withheld by moderation is a not-found page to visitors, but its author and the
  // administrators still see it: with a stored token, the reader's own request decides.
  const withheldFromVisitors = serverState?.withheldMessage != null && readToken() !== null;
  if (serverState === null || withheldFromVisitors) {
    if (withheldFromVisitors) container.replaceChildren();
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    container.dispatchEvent(new Event(APP_STARTED_EVENT));
    return root;
  }
  // A public page the server rendered as a visitor: the browser takes over its HTML with the
  // answers it was drawn from, and fetches nothing again…
  hydrate(queryClient, serverState.queries);
  // …unless a member reads it: what depends on the reader (hearts, comment boxes) is fetched
  // again with their token once the page is theirs. The first render still shows the server's.
  if (readToken() !== null) void queryClient.invalidateQueries();
  setServerRenderDay(serverState.today);
  const { pathname } = window.location;
  const notFoundPath = serverState.notFound ? pathname : undefined;
  // Reading the page's data was this task's work; matching the route and evaluating the page's
  // code is the next one's.
  await nextTask();
  // The page's code first, so hydration renders the page at once. Should it fail to arrive,
  // hydration keeps the server's HTML on screen while the page asks for its code again.
  if (notFoundPath === undefined) await preloadRoutePage(pathname).catch(() => undefined);
  // Then the parts the server drew apart from the page's code (the page's module names them).
  await preloadRenderedParts(serverState.parts).catch(() => undefined);
  // Evaluating those modules was a task's work; hydration starts in the next.
  await nextTask();
  const page = (
    <StrictMode>
      <App
        queryClient={queryClient}
        notFoundPath={notFoundPath}
        notFoundMessage={serverState.withheldMessage ?? undefined}
      />
    </StrictMode>
  );
  const hydrationOptions = {
    // React mends a page that hydrates differently from the server's HTML by rendering it
    // again; saying so in the console lets the tests catch any such difference.
    onRecoverableError: (error: unknown, { componentStack }: { componentStack?: string }) =>
      console.error('Hydration recovered from an error:', error, componentStack),
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long task a phone feels as a frozen first tap); a
  // tap on a part not yet hydrated makes React hydrate that part first.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, page, hydrationOptions);
  });
  if (root === undefined) throw new Error('hydrateRoot did not run');
  container.dispatchEvent(new Event(APP_STARTED_EVENT));
  return root;
}
