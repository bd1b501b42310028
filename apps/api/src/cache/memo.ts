import { LRUCache } from 'lru-cache';

/**
 * Values that are costly to compute and may be a little old — a frequent word's number of
 * matches, the authors whose name holds a word — kept in this process for `ttlMs`. Past that
 * the old value is still answered at once while a new one is computed in the background
 * (stale-while-revalidate), so only the very first caller of a key waits.
 */
export type Memo<Context, Value> = {
  get: (key: string, context: Context) => Promise<Value>;
  clear: () => void;
};

export function createMemo<Context, Value extends object>(options: {
  ttlMs: number;
  max: number;
  load: (context: Context) => Promise<Value>;
}): Memo<Context, Value> {
  // The context's type is erased here: lru-cache cannot type a generic one.
  const cache = new LRUCache<string, Value, unknown>({
    max: options.max,
    ttl: options.ttlMs,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => options.load(context as Context),
  });
  return {
    async get(key, context) {
      const value = await cache.fetch(key, { context });
      // Only an aborted fetch answers undefined; nothing here aborts, so load once more.
      return value ?? options.load(context);
    },
    clear: () => cache.clear(),
  };
}
