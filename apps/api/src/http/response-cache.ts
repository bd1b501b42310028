import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedPayload, CacheTags, TaggedCache } from '../shared-state/tagged-cache.ts';
import { CACHE_TAG_HEADER, formatCacheTags } from './cache-tags.ts';
import { JSON_CONTENT_TYPE } from './envelope.ts';
import { sendKept } from './kept-encodings.ts';
import { createLargeAnswerAdmission } from './large-answer-admission.ts';
import { pageRenderHeaders } from './limits/page-render-calls.ts';

/** A route's path parameters, as the router found them (before validation). */
type PathParams = Record<string, string>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers to anonymous callers may be served from the response cache, under
     * the tags (http/cache-tags.ts) the answer depends on.
     */
    anonymousCache?: {
      tags: (params: PathParams) => CacheTags;
      ttlMs?: number;
      /** Members who block nobody are served the kept answer too (`sharedWithMembers`). */
      sharedWithMembers?: boolean;
    };
  }
}

/**
 * Route config of a read whose anonymous answers may come from the cache, with its tags from
 * the path parameters it names: `cachedForAnonymous<'postId'>(({ postId }) => [...])`.
 */
export const cachedForAnonymous = <Param extends string = never>(
  tags: (params: Record<Param, string>) => CacheTags,
  options: {
    /**
     * For answers that hold no count (views, likes, comments): every change of what they
     * show drops one of their tags, so they may be kept longer than RESPONSE_CACHE_SECONDS.
     */
    keepSeconds?: number;
    /**
     * For answers that hold nothing of the reader's (no `isLike`, no phone) and differ for a
     * member only by the authors they blocked: a member who blocks nobody reads exactly what a
     * visitor does, so the kept answer serves them too. The route must then compute a shared
     * request's answer as a visitor's (auth/caller.ts `blockingReaderOf`): the cache never
     * keeps one member's view.
     */
    sharedWithMembers?: boolean;
  } = {},
) => ({
  anonymousCache: {
    // The router has matched the route, so each parameter its path names is there.
    tags: tags as (params: PathParams) => CacheTags,
    ...(options.keepSeconds !== undefined && { ttlMs: options.keepSeconds * 1000 }),
    ...(options.sharedWithMembers === true && { sharedWithMembers: true }),
  },
});

/**
 * An answer the cache may keep: a serialized one, or JSON sent as its UTF-8 bytes
 * (pet-reports/recent-reports.ts). Streams and other bytes are not kept.
 */
function keptBody(payload: unknown, contentType: unknown): string | Buffer | null {
  if (typeof payload === 'string') return payload;
  const json = typeof contentType === 'string' && contentType.startsWith('application/json');
  return json && Buffer.isBuffer(payload) ? payload : null;
}

const REFRESH_USER_AGENT = 'daengnyang-cache-refresh';
/** The cache's name in `/metrics` (`daengnyang_cache_lookups_total{cache="response"}`). */
const RESPONSE_CACHE = 'response';

/**
 * Hot anonymous reads (home lists, list pages, details, search, map) answered from the tagged
 * cache (shared-state/tagged-cache.ts): the serialized answer of a route that opts in with
 * `cachedForAnonymous(tags)`, keyed by its URL, for RESPONSE_CACHE_SECONDS.
 *
 * A write drops only the tags its domain event makes stale (events/cache-invalidation.ts),
 * on this instance before the write is answered and on every other one when the event
 * reaches it; views and likes drop nothing, so their counts may be up to twice that old: for
 * as long again after its time, an answer is still sent (`x-cache: stale`) while one request
 * behind it computes its successor, so no visitor waits for a hot answer's query. An
 * answer computed while one of its tags was dropped is not kept, so a reader never sees a
 * write undone. Signed-in callers are not served from it (`isLike` is theirs) unless the route
 * shares its answers with members who block nobody (`sharedWithMembers`), and a request sent
 * with `Cache-Control: no-cache` is computed afresh. A hit is sent as bytes kept beside the
 * entry for each encoding (http/kept-encodings.ts), compressed once, not per hit. A large
 * answer is kept from its URL's second computation on (http/large-answer-admission.ts).
 */
async function responseCache(app: FastifyInstance, options: { cache: TaggedCache }) {
  const { cache } = options;
  /** The cache's mark when the answer's data began to be read. */
  const marks = new WeakMap<FastifyRequest, number>();
  const servedFromCache = new WeakSet<FastifyRequest>();
  /**
   * Answers being computed in this process, by URL, each with the call that ends its wait.
   * When a hot entry expires, the fifty requests that arrive in the next few milliseconds
   * wait for the one query instead of each running it (under load, fifty copies of an 80 kB
   * answer's query take hundreds of milliseconds where one takes a few).
   */
  const computing = new Map<
    string,
    { by: FastifyRequest; done: Promise<void>; settle: () => void; waitedFor: boolean }
  >();
  const admission = createLargeAnswerAdmission();
  const settle = (request: FastifyRequest) => {
    const underWay = computing.get(request.url);
    if (underWay?.by !== request) return;
    computing.delete(request.url);
    underWay.settle();
  };
  const sendHit = (
    request: FastifyRequest,
    reply: FastifyReply,
    cached: CachedPayload,
    state: 'hit' | 'stale' = 'hit',
  ) => {
    servedFromCache.add(request);
    app.metrics.countCacheLookup(RESPONSE_CACHE, 'hit');
    reply.header('content-type', cached.contentType).header('x-cache', state);
    return sendKept(request, reply, cached);
  };

  /**
   * URLs whose expired answer is being computed again in the background. The refresh is an
   * anonymous in-process request asking afresh, whose answer the onSend hook below keeps like
   * any other; like a page render's calls it counts against no address.
   */
  const refreshing = new Set<string>();
  const refresh = (url: string) => {
    if (refreshing.has(url)) return;
    refreshing.add(url);
    app
      .inject({
        method: 'GET',
        url,
        headers: {
          'cache-control': 'no-cache',
          'user-agent': REFRESH_USER_AGENT,
          ...pageRenderHeaders(),
        },
      })
      .catch((error: unknown) => app.log.warn({ err: error, url }, 'cache refresh failed'))
      .finally(() => refreshing.delete(url));
  };

  const cacheable = (request: FastifyRequest) => {
    const config = request.routeOptions.config.anonymousCache;
    if (request.method !== 'GET' || config === undefined) return false;
    const { caller } = request;
    return (
      caller.kind === 'anonymous' || (config.sharedWithMembers === true && !caller.blocksAnyone)
    );
  };
  const tagsOf = (request: FastifyRequest) =>
    request.routeOptions.config.anonymousCache?.tags(request.params as PathParams) ?? [];

  // The caller is known from preHandler on (it is resolved by an onRequest hook).
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    // Every answer the cache may keep names what it depends on (http/cache-tags.ts).
    reply.header(CACHE_TAG_HEADER, formatCacheTags(tagsOf(request)));
    if (!request.headers['cache-control']?.includes('no-cache')) {
      const cached = cache.get(request.url);
      if (cached !== undefined) return sendHit(request, reply, cached);
      // Expired but not made stale by a write: answered at once, computed again behind it.
      const expired = cache.getExpired(request.url);
      if (expired !== undefined) {
        refresh(request.url);
        return sendHit(request, reply, expired, 'stale');
      }
      const underWay = computing.get(request.url);
      if (underWay !== undefined) {
        underWay.waitedFor = true;
        await underWay.done;
        // Not kept when a write made it stale meanwhile, or when it failed: computed afresh.
        const computed = cache.get(request.url);
        if (computed !== undefined) return sendHit(request, reply, computed);
      } else {
        let end = () => {};
        const done = new Promise<void>((resolve) => {
          end = resolve;
        });
        computing.set(request.url, { by: request, done, settle: end, waitedFor: false });
      }
    }
    marks.set(request, cache.mark());
  });

  // Registered before compression, so the payload is still the serialized answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const since = marks.get(request);
    if (since === undefined || servedFromCache.has(request)) return payload;
    if (reply.statusCode !== 200) return payload;
    const contentType = reply.getHeader('content-type');
    const body = keptBody(payload, contentType);
    if (body === null) return payload;
    const wanted =
      computing.get(request.url)?.waitedFor === true || cache.getExpired(request.url) !== undefined;
    if (admission.admits(request.url, body.length, wanted)) {
      cache.set(
        request.url,
        {
          body,
          contentType: typeof contentType === 'string' ? contentType : JSON_CONTENT_TYPE,
        },
        { tags: tagsOf(request), since, ttlMs: request.routeOptions.config.anonymousCache?.ttlMs },
      );
    }
    app.metrics.countCacheLookup(RESPONSE_CACHE, 'miss');
    reply.header('x-cache', 'miss');
    settle(request);
    return payload;
  });

  // Whatever became of the answer (an error, a 404, a closed connection), its waiters go on.
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));
}

export default fp(responseCache, {
  name: 'response-cache',
  dependencies: ['resolve-caller', 'metrics'],
});
