import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '@daengnyang/contract/messages';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { Manifest } from 'vite';
import { setApiTransport } from './api/api-client.ts';
import { ApiError } from './api/api-error.ts';
import { AppErrorPage } from './app/app-error-boundary.tsx';
import { AppRoutes, preloadRoutePage, routePatternOf } from './app/app-routes.tsx';
import { AppProvider } from './app/provider.tsx';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from './app/server-rendered-state.ts';
import { seoulToday } from './lib/format.ts';
import { RenderedParts } from './lib/lazy-part.ts';
import { createQueryClient } from './lib/react-query.ts';
import { type HtmlTemplate, parseTemplate } from './server/html-template.ts';
import { escapeHtml, jsonForScript } from './server/html-text.ts';
import { type PageHead, renderHeadTags } from './server/page-head.ts';
import { type EntryAssets, entryAssets, routeAssets } from './server/route-assets.ts';
import { ROUTE_MODULES } from './server/route-modules.ts';
import { type PageOutcome, SERVER_PAGES } from './server/server-pages.ts';
import { DocumentTitleCollector } from './ui/document-title.tsx';

/**
 * The server render of the web app, built by `vite build --ssr` into dist/server and loaded
 * by the API process (apps/api/src/http/pages.ts): public pages arrive as HTML with their
 * content, their head tags and the data they were drawn from, which the browser hydrates
 * (main.tsx); member and admin pages arrive as the shell the browser renders.
 */

/** One GET of the API, answered in the server's own process: its status and its body. */
export type FetchJson = (
  path: string,
  signal: AbortSignal,
) => Promise<{ status: number; text: string }>;

export type RenderedPage = {
  /**
   * `rendered`: a public page with its content; `not-found`: the not-found page; `error`: the
   * error page (the API failed); `shell`: a page the browser renders; `redirect`: elsewhere.
   */
  kind: 'rendered' | 'not-found' | 'error' | 'shell' | 'redirect';
  status: number;
  /** The document, or for a redirect the address to go to. */
  html: string;
  location?: string;
  /** What went wrong, for the server's log, when the render itself failed. */
  error?: unknown;
};

export type PageRenderer = {
  render: (url: string, fetchJson: FetchJson) => Promise<RenderedPage>;
};

/**
 * The app's requests during a render go to that render's `fetchJson`: renders run side by side
 * in one process, and each one's requests follow it through its awaits.
 */
const renderRequests = new AsyncLocalStorage<FetchJson>();

setApiTransport(({ path, method, signal }) => {
  const fetchJson = renderRequests.getStore();
  if (fetchJson === undefined || method !== 'GET') {
    return Promise.reject(new Error(`The server render does not send ${method} ${path}`));
  }
  return fetchJson(path, signal);
});

const REDIRECT_STATUS = 302;
/** A page the API could not serve in time or at all: try again shortly. */
const UNAVAILABLE_STATUS = 503;

/** The browser's build the pages are written into: its index.html and its manifest. */
export type ClientBuild = { indexHtml: string; manifest: Manifest };

/** dist/client, next to this file's dist/server. */
function readClientBuild(): ClientBuild {
  const clientDir = new URL('../client/', import.meta.url);
  return {
    indexHtml: readFileSync(new URL('index.html', clientDir), 'utf8'),
    manifest: JSON.parse(
      readFileSync(new URL('.vite/manifest.json', clientDir), 'utf8'),
    ) as Manifest,
  };
}

const preloadTag = (href: string) =>
  `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;

/**
 * The scripts of a page: the entry and its chunks fetched with the HTML where the page's code
 * draws its first view (the shell of member and admin pages), else the boot script, which loads
 * them once the server's HTML is on screen (src/boot.ts): the entry's chunks in the order they
 * are evaluated (`data-entry-chunks`), then the page's (`data-chunks`).
 */
function appScripts(entry: EntryAssets, pageChunks: readonly string[], atOnce: boolean): string {
  if (atOnce) {
    return `<script type="module" crossorigin src="${escapeHtml(entry.entry)}"></script>${[...entry.chunks, ...pageChunks].map(preloadTag).join('')}`;
  }
  return `<script type="module" crossorigin src="${escapeHtml(entry.boot)}" data-app="${escapeHtml(entry.entry)}" data-entry-chunks="${escapeHtml(entry.chunks.join(' '))}" data-chunks="${escapeHtml(pageChunks.join(' '))}"></script>`;
}

/** The pattern among the routes' first views that `pathname` matches, as the router ranks it. */
const assetRoutes = ROUTE_MODULES.map(({ route }) => ({ path: route }));
const assetRouteOf = (pathname: string) => matchRoutes(assetRoutes, pathname)?.[0]?.route.path;

/**
 * Reads the built client (index.html and the manifest, next to this file unless given) once,
 * and answers `render(url)` for each page request.
 */
export function createPageRenderer(options: {
  /** The site's public address (`PUBLIC_URL`): canonical URLs and share cards are absolute. */
  publicUrl: string;
  client?: ClientBuild;
}): PageRenderer {
  const client = options.client ?? readClientBuild();
  const template = parseTemplate(client.indexHtml);
  const entry = entryAssets(client.manifest, '/');
  const routes = routeAssets(client.manifest, '/');
  const scriptsOf = (pathname: string | null, rendered: boolean) => {
    const route = pathname === null ? undefined : assetRouteOf(pathname);
    const assets = route === undefined ? undefined : routes.get(route);
    return appScripts(entry, assets?.js ?? [], !rendered);
  };
  return {
    render: (url, fetchJson) =>
      renderRequests.run(fetchJson, () =>
        renderPage(url, { template, scriptsOf, publicUrl: options.publicUrl }),
      ),
  };
}

type RenderContext = {
  template: HtmlTemplate;
  /**
   * The scripts of the page at `pathname` (null: no route's page, such as the not-found page),
   * `rendered` by the server or the shell.
   */
  scriptsOf: (pathname: string | null, rendered: boolean) => string;
  publicUrl: string;
};

async function renderPage(url: string, context: RenderContext): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const pattern = routePatternOf(pathname);
  const serverPage = pattern === undefined ? undefined : SERVER_PAGES[pattern];
  if (pattern !== undefined && pattern !== '*' && serverPage === undefined) {
    return shell(pathname, context);
  }
  const queryClient = createQueryClient();
  let outcome: PageOutcome;
  let withheldMessage: string | null = null;
  try {
    outcome =
      serverPage === undefined
        ? { notFound: true }
        : await serverPage({
            params: matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? {},
            search: searchParams,
            queryClient,
            publicUrl: context.publicUrl,
          });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      outcome = { notFound: true };
      if (error.message === MESSAGES.hiddenPost) withheldMessage = error.message;
    } else return errorPage(error, context);
  }
  if ('redirect' in outcome) {
    return { kind: 'redirect', status: REDIRECT_STATUS, html: '', location: outcome.redirect };
  }
  const head = 'head' in outcome ? outcome.head : null;
  if (head !== null) await preloadRoutePage(pathname);
  return appPage({
    url,
    pathname,
    queryClient,
    head,
    notFound: head === null,
    withheldMessage,
    context,
  });
}

/** Renders the app into the page as a visitor sees it, with the state it hydrates from. */
function appPage(page: {
  url: string;
  pathname: string;
  queryClient: QueryClient;
  head: PageHead | null;
  notFound: boolean;
  withheldMessage: string | null;
  context: RenderContext;
}): RenderedPage {
  const { url, pathname, queryClient, head, notFound, withheldMessage, context } = page;
  let documentTitle = '댕냥';
  const parts = new Set<string>();
  const body = renderToString(
    withTitleCollector(
      (title) => {
        documentTitle = title;
      },
      <RenderedParts value={parts}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes
              notFoundPath={notFound ? pathname : undefined}
              notFoundMessage={withheldMessage ?? undefined}
            />
          </StaticRouter>
        </AppProvider>
      </RenderedParts>,
    ),
  );
  const state: ServerRenderedState = {
    queries: dehydrate(queryClient),
    notFound,
    withheldMessage,
    today: seoulToday(),
    parts: [...parts],
  };
  return {
    kind: notFound ? 'not-found' : 'rendered',
    status: notFound ? 404 : 200,
    html: context.template.render({
      head: renderHeadTags({ documentTitle, head, publicUrl: context.publicUrl }),
      scripts: context.scriptsOf(notFound ? null : pathname, true),
      body,
      afterRoot: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`,
    }),
  };
}

function withTitleCollector(collect: (title: string) => void, app: ReactNode) {
  return (
    <StrictMode>
      <DocumentTitleCollector value={collect}>{app}</DocumentTitleCollector>
    </StrictMode>
  );
}

/** A member or admin page: the shell, with the route's code asked for at once. */
function shell(pathname: string, context: RenderContext): RenderedPage {
  return {
    kind: 'shell',
    status: 200,
    html: context.template.render({
      head: context.template.defaultHead,
      scripts: context.scriptsOf(pathname, false),
      body: '',
      afterRoot: '',
    }),
  };
}

/**
 * The API failed (or did not answer in time) while the page was fetched: the error page, with
 * no state to hydrate, so the browser renders the page itself and asks the API again.
 */
function errorPage(error: unknown, context: RenderContext): RenderedPage {
  const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const body = renderToString(
    <AppErrorPage message={error instanceof ApiError ? error.message : undefined} />,
  );
  return {
    kind: 'error',
    status: answered ? error.status : UNAVAILABLE_STATUS,
    html: context.template.render({
      head: context.template.defaultHead,
      scripts: context.scriptsOf(null, true),
      body,
      afterRoot: '',
    }),
    ...(!(error instanceof ApiError) && { error }),
  };
}
