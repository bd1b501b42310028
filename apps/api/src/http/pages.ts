import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPayload, TaggedCache } from '../shared-state/tagged-cache.ts';
import { CACHE_TAG_HEADER, parseCacheTags } from './cache-tags.ts';
import { sendKept } from './kept-encodings.ts';
import { pageRenderHeaders } from './limits/page-render-calls.ts';
import { RETRY_AFTER_SECONDS } from './unavailable.ts';

/**
 * The web app's pages, answered by this process: public pages rendered on the server (their
 * content, head tags and the data they were drawn from, which the browser hydrates), member
 * and admin pages as the shell the browser renders. The render itself is the web app's
 * (apps/web/src/entry-server.tsx, built into dist/server); this file feeds it the API's own
 * answers and keeps what it renders.
 */

/** One GET of the API as the render asks for it, and its answer. */
type FetchJson = (path: string, signal: AbortSignal) => Promise<{ status: number; text: string }>;

/** What the built server entry returns for a URL (see entry-server.tsx). */
type RenderedPage = {
  kind: 'rendered' | 'not-found' | 'error' | 'shell' | 'redirect';
  status: number;
  html: string;
  location?: string;
  error?: unknown;
};

/** A render, and the payload the cache keeps of it when it was kept. */
type KeptRender = RenderedPage & { kept?: CachedPayload };

type PageRenderer = { render: (url: string, fetchJson: FetchJson) => Promise<RenderedPage> };
type ServerEntry = { createPageRenderer: (options: { publicUrl: string }) => PageRenderer };

/**
 * Paths that belong to the server; everything else is a page of the web app. Share cards,
 * robots.txt and the sitemaps (modules/share) answer 404 themselves for what they do not hold.
 */
const SERVER_PREFIXES = [
  '/api/',
  '/oauth2/',
  '/login/oauth2/',
  '/uploads/',
  '/static/',
  '/og/',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-',
];

/** The one route of every page (limits/write-limits.ts counts it as an anonymous call). */
export const PAGES_ROUTE = '/*';

const HTML = 'text/html; charset=utf-8';
/** The page cache's keys, apart from the JSON answers' (which are API URLs). */
const PAGE_KEY_PREFIX = 'page:';
/** The cache's name in `/metrics` (`daengnyang_cache_lookups_total{cache="page"}`). */
const PAGE_CACHE = 'page';
/** The user agent of the render's own API calls, in the logs. */
const RENDER_USER_AGENT = 'daengnyang-page-render';

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The server render, when the web app was built with it; else null. */
async function loadRenderer(webDistDir: string, publicUrl: string): Promise<PageRenderer | null> {
  const entryFile = path.join(webDistDir, 'server/entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return entry.createPageRenderer({ publicUrl });
}

/**
 * Registers `GET /*` (and HEAD) for the pages. Without a web build nothing is registered, and
 * every unknown path is the API's JSON 404; without the server render (a client-only build),
 * every page is the shell, as before server rendering.
 */
export async function registerPages(
  app: FastifyInstance,
  options: {
    /** apps/web/dist: `client/` (index.html and assets) and `server/` (the render). */
    webDistDir: string;
    /** Where rendered anonymous pages are kept, like the anonymous JSON; null: not kept. */
    cache: TaggedCache | null;
  },
): Promise<void> {
  const clientDir = path.join(options.webDistDir, 'client');
  if (!existsSync(path.join(clientDir, 'index.html'))) return;
  const renderer = await loadRenderer(options.webDistDir, app.config.publicUrl);

  /**
   * The render's API calls, answered by this app in-process as a visitor would be: the bytes
   * are the browser's and the anonymous JSON cache applies; the per-address limit counted the
   * page request once and leaves these alone (limits/page-render-calls.ts). The answers' cache
   * tags are gathered for the page.
   */
  const fetchJsonFor =
    (request: FastifyRequest, tags: Set<string>, fresh: boolean): FetchJson =>
    async (url, signal) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          'user-agent': RENDER_USER_AGENT,
          ...pageRenderHeaders(),
          // A page asked for afresh is drawn from fresh answers too.
          ...(fresh && { 'cache-control': 'no-cache' }),
        },
        signal,
      });
      for (const tag of parseCacheTags(answer.headers[CACHE_TAG_HEADER])) tags.add(tag);
      return { status: answer.statusCode, text: answer.body };
    };

  /**
   * Renders of a page under way in this process, by cache key: requests for a page whose kept
   * copy has just expired wait for the one render instead of each starting their own (at a
   * thousand requests a second, fifty renders at once would hold the event loop for a second).
   */
  const rendering = new Map<string, Promise<KeptRender>>();
  const renderShared = (key: string, render: () => Promise<KeptRender>) => {
    const underWay = rendering.get(key);
    if (underWay !== undefined) return underWay;
    const started = render().finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  };

  const pageHeaders = (reply: FastifyReply, status: number, cache: 'hit' | 'miss') =>
    reply
      .status(status)
      .header('content-type', HTML)
      // Revalidated on each use: a deploy or a write reaches every browser at once.
      .header('cache-control', 'no-cache')
      .header('x-cache', cache);

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    pageHeaders(reply, status, 'miss').send(html);

  /** A kept page: its stored bytes in the encoding the browser accepts, as they are. */
  const sendKeptPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPayload,
    cache: 'hit' | 'miss',
  ) => {
    pageHeaders(reply, 200, cache);
    return sendKept(request, reply, page);
  };

  app.get(PAGES_ROUTE, async (request, reply) => {
    if (isServerPath(request.url)) return reply.callNotFound();
    if (renderer === null) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', clientDir, { cacheControl: false });
    }
    // Every page is rendered as a visitor (the token never travels with a navigation), so one
    // cached page serves everyone; a request with `Cache-Control: no-cache` is rendered afresh.
    const key = `${PAGE_KEY_PREFIX}${request.url}`;
    const { cache } = options;
    const fresh = request.headers['cache-control']?.includes('no-cache') === true;
    if (cache !== null && !fresh) {
      const cached = cache.get(key);
      if (cached !== undefined) {
        app.metrics.countCacheLookup(PAGE_CACHE, 'hit');
        return sendKeptPage(request, reply, cached, 'hit');
      }
    }
    const render = async (): Promise<KeptRender> => {
      const since = cache?.mark() ?? 0;
      const tags = new Set<string>();
      const page = await renderer.render(request.url, fetchJsonFor(request, tags, fresh));
      if (page.error !== undefined) request.log.error({ err: page.error }, 'page render failed');
      if (page.kind !== 'rendered' || cache === null) return page;
      const kept = { body: page.html, contentType: HTML };
      cache.set(key, kept, { tags: [...tags], since });
      return { ...page, kept };
    };
    const page = cache === null || fresh ? await render() : await renderShared(key, render);
    if (cache !== null) app.metrics.countCacheLookup(PAGE_CACHE, 'miss');
    if (page.kind === 'redirect' && page.location !== undefined) {
      return reply.redirect(page.location, page.status);
    }
    // Requests that waited for one render share its encoded bytes, as later hits will.
    if (page.kept !== undefined) return sendKeptPage(request, reply, page.kept, 'miss');
    if (page.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendPage(reply, page.status, page.html);
  });
}
