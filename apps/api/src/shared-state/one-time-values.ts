import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link.ts';

/**
 * Values that can be taken once, for a short while: e.g. a stream ticket, issued by one
 * instance and redeemed on any. `take` is atomic: of two instances taking one key at once,
 * one gets the value and the other null.
 */
export type OneTimeValues = {
  put: (key: string, value: string, ttlMs: number) => Promise<void>;
  /** The value, removed; null when it was never put, was taken already or expired. */
  take: (key: string) => Promise<string | null>;
};

const MAX_LOCAL_VALUES = 10_000;
const KEY_PREFIX = 'dn:once:';

export function createLocalOneTimeValues(): OneTimeValues {
  const values = new LRUCache<string, string>({ max: MAX_LOCAL_VALUES, ttlAutopurge: false });
  return {
    async put(key, value, ttlMs) {
      values.set(key, value, { ttl: ttlMs });
    },
    async take(key) {
      // One process: get and delete run without anything in between.
      const value = values.get(key) ?? null;
      values.delete(key);
      return value;
    },
  };
}

/**
 * In Redis (`SET PX`, `GETDEL`), seen by every instance. While Redis is away an instance
 * issues and redeems in its own memory: its tickets then hold only on itself.
 */
export function createRedisOneTimeValues(link: RedisLink): OneTimeValues {
  const local = createLocalOneTimeValues();
  return {
    put: (key, value, ttlMs) =>
      link.attempt(
        async (redis) => {
          await redis.set(KEY_PREFIX + key, value, 'PX', ttlMs);
        },
        () => local.put(key, value, ttlMs),
      ),
    take: (key) =>
      link.attempt(
        async (redis) => (await redis.getdel(KEY_PREFIX + key)) ?? (await local.take(key)),
        () => local.take(key),
      ),
  };
}
