import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link.ts';

/**
 * Values that are costly to compute and may be a little old — a frequent word's number of
 * matches, the authors whose name holds a word — kept for `ttlMs`. Past that the old value is
 * still answered at once while a new one is computed in the background
 * (stale-while-revalidate), so only the very first caller of a key waits.
 */
export type Memo<Context, Value> = {
  get: (key: string, context: Context) => Promise<Value>;
};

export type MemoOptions<Context, Value> = {
  /** Names the memo's keys in Redis: unique per memo. */
  name: string;
  ttlMs: number;
  /** Keys kept in this process's memory. */
  max: number;
  load: (context: Context) => Promise<Value>;
};

/** Builds memos: in this process only, or also shared through Redis. */
export type MemoFactory = <Context, Value extends object>(
  options: MemoOptions<Context, Value>,
) => Memo<Context, Value>;

function memoOver<Context, Value extends object>(
  options: Omit<MemoOptions<Context, Value>, 'name'>,
  load: (key: string, context: Context) => Promise<Value>,
): Memo<Context, Value> {
  // The context's type is erased here: lru-cache cannot type a generic one.
  const cache = new LRUCache<string, Value, unknown>({
    max: options.max,
    ttl: options.ttlMs,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (key, _stale, { context }) => load(key, context as Context),
  });
  return {
    async get(key, context) {
      const value = await cache.fetch(key, { context });
      // Only an aborted fetch answers undefined; nothing here aborts, so load once more.
      return value ?? options.load(context);
    },
  };
}

export const createLocalMemo: MemoFactory = (options) =>
  memoOver(options, (_key, context) => options.load(context));

/**
 * Also shared through Redis: an instance that misses in its memory takes the value another
 * instance computed within `ttlMs`, so a frequent word is counted once for all of them. The
 * value must survive JSON. While Redis is away each instance computes its own.
 */
export function redisMemoFactory(link: RedisLink): MemoFactory {
  return (options) => {
    const redisKey = (key: string) => `dn:memo:${options.name}:${key}`;
    return memoOver(options, async (key, context) => {
      const kept = await link.attempt(
        (redis) => redis.get(redisKey(key)),
        () => null,
      );
      if (kept !== null) return JSON.parse(kept);
      const value = await options.load(context);
      await link.attempt(
        (redis) => redis.set(redisKey(key), JSON.stringify(value), 'PX', options.ttlMs),
        () => undefined,
      );
      return value;
    });
  };
}
