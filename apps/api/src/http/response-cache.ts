import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers to anonymous callers may be served from the response cache. */
    anonymousCache?: boolean;
  }
}

/** Route config of a read whose anonymous answers may come from the cache. */
export const CACHED_FOR_ANONYMOUS = { anonymousCache: true } as const;

/**
 * What the cache may hold at most: entries, and characters of JSON (a Korean answer is held
 * as UTF-16, two bytes a character: 16 M characters is about 32 MB).
 */
const MAX_ENTRIES = 2000;
const MAX_CHARACTERS = 16 * 1024 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The cache's name in `/metrics` (`daengnyang_cache_lookups_total{cache="response"}`). */
const RESPONSE_CACHE = 'response';

/**
 * Hot anonymous reads (home lists, list pages, details, search, map) answered from this
 * process's memory: the serialized JSON of a route that opts in with
 * `config: { anonymousCache: true }`, keyed by its URL, for `ttlMs`.
 *
 * Every write that reaches this process (any POST, PUT, PATCH or DELETE) empties the cache,
 * when it starts and again when it has answered, and an answer computed while a write was
 * under way is not kept — so a reader never sees this process's writes undone. Writes made
 * through another instance are seen after at most `ttlMs` (a cache shared between instances
 * comes with Redis). Signed-in callers are never served from it (`isLike` is theirs), and a
 * request sent with `Cache-Control: no-cache` is computed afresh.
 */
async function responseCache(app: FastifyInstance, options: { ttlMs: number }) {
  const cache = new LRUCache<string, string>({
    max: MAX_ENTRIES,
    maxSize: MAX_CHARACTERS,
    ttl: options.ttlMs,
    sizeCalculation: (payload) => payload.length,
  });
  /** Bumped by every write; an answer started under an older generation is not kept. */
  let generation = 0;
  const startedAt = new WeakMap<FastifyRequest, number>();
  const servedFromCache = new WeakSet<FastifyRequest>();

  const invalidate = () => {
    generation += 1;
    cache.clear();
  };
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.anonymousCache === true &&
    request.caller.kind === 'anonymous';

  app.addHook('onRequest', async (request) => {
    if (WRITE_METHODS.has(request.method)) invalidate();
    else startedAt.set(request, generation);
  });
  app.addHook('onResponse', async (request) => {
    if (WRITE_METHODS.has(request.method)) invalidate();
  });

  // The caller is known from preHandler on (it is resolved by an onRequest hook).
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request) || request.headers['cache-control']?.includes('no-cache')) return;
    const payload = cache.get(request.url);
    if (payload === undefined) return;
    servedFromCache.add(request);
    app.metrics.countCacheLookup(RESPONSE_CACHE, 'hit');
    reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
    return reply.send(payload);
  });

  // Registered before compression, so the payload is still the serialized JSON string.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || servedFromCache.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (startedAt.get(request) === generation) cache.set(request.url, payload);
    app.metrics.countCacheLookup(RESPONSE_CACHE, 'miss');
    reply.header('x-cache', 'miss');
    return payload;
  });
}

export default fp(responseCache, {
  name: 'response-cache',
  dependencies: ['resolve-caller', 'metrics'],
});
