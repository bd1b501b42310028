// Pretendard's dynamic subset: ~90 small woff2 files split by unicode-range, so a page downloads
// only the Hangul syllables it shows. Self-hosted through Vite from the npm package; only the
// desktop layout uses it (styles/tokens.css).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/tokens.css';
import './styles/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoutePage } from './app/app-routes.tsx';
import { readServerRenderedState } from './app/server-rendered-state.ts';
import { createQueryClient } from './lib/react-query.ts';
import { readToken } from './lib/token-store.ts';
import { setServerRenderDay } from './lib/use-seoul-today.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const serverState = readServerRenderedState();

if (serverState === null) {
  // Member and admin pages: the server sent the empty shell.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
} else {
  // A public page the server rendered as a visitor: the browser takes over its HTML with the
  // answers it was drawn from, and fetches nothing again…
  hydrate(queryClient, serverState.queries);
  // …unless a member reads it: what depends on the reader (hearts, comment boxes) is fetched
  // again with their token once the page is theirs. The first render still shows the server's.
  if (readToken() !== null) void queryClient.invalidateQueries();
  setServerRenderDay(serverState.today);
  const notFoundPath = serverState.notFound ? window.location.pathname : undefined;
  // The page's code first, so hydration renders the page at once. Should it fail to arrive,
  // hydration keeps the server's HTML on screen while the page asks for its code again.
  const pageCode = notFoundPath ? Promise.resolve() : preloadRoutePage(window.location.pathname);
  void pageCode
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} notFoundPath={notFoundPath} />
        </StrictMode>,
        {
          // React mends a page that hydrates differently from the server's HTML by rendering it
          // again; saying so in the console lets the browser tests catch any such difference.
          onRecoverableError: (error, { componentStack }) =>
            console.error('Hydration recovered from an error:', error, componentStack),
        },
      ),
    );
}
