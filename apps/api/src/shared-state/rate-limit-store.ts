import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowCounters } from './counters.ts';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the shared counters, so that every limit it runs (the
 * `createRateLimit` budgets and the routes' `config.rateLimit`) counts on Redis when there is
 * one. A route's own limit counts under its method and URL; a `createRateLimit` budget has no
 * route, so its key generator names it (see http/limits/write-limits.ts).
 */
export function sharedRateLimitStore(counters: WindowCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly namespace: string;

    constructor(namespace: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      counters.hit(this.namespace + key, timeWindow).then(
        ({ count, resetInMs }) => answer(null, { current: count, ttl: resetInMs }),
        (error: Error) => answer(error),
      );
    }

    /** The count without counting: `limiter(request, { increment: false })`. */
    read(key: string, answer: Answer, timeWindow: number): void {
      counters.peek(this.namespace + key, timeWindow).then(
        ({ count, resetInMs }) => answer(null, { current: count, ttl: resetInMs }),
        (error: Error) => answer(error),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: unknown }) {
      const route = routeOptions.routeInfo as { method?: unknown; url?: unknown } | undefined;
      return new SharedRateLimitStore(
        typeof route?.url === 'string' ? `${String(route.method)} ${route.url}:` : '',
      );
    }
  }
  return SharedRateLimitStore;
}
