import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link.ts';

/** Keys that hold for a while, e.g. an address the administrator signed in from. */
export type ExpiringFlags = {
  set: (key: string, ttlMs: number) => Promise<void>;
  has: (key: string) => Promise<boolean>;
};

const MAX_LOCAL_FLAGS = 10_000;
const KEY_PREFIX = 'dn:flag:';

export function createLocalFlags(): ExpiringFlags {
  const flags = new LRUCache<string, true>({ max: MAX_LOCAL_FLAGS, ttlAutopurge: false });
  return {
    async set(key, ttlMs) {
      flags.set(key, true, { ttl: ttlMs });
    },
    async has(key) {
      return flags.has(key);
    },
  };
}

/**
 * Flags in Redis, seen by every instance. Each is also kept in this process's memory, so that
 * while Redis is away an instance still knows the flags it set itself.
 */
export function createRedisFlags(link: RedisLink): ExpiringFlags {
  const local = createLocalFlags();
  return {
    async set(key, ttlMs) {
      await local.set(key, ttlMs);
      await link.attempt(
        (redis) => redis.set(KEY_PREFIX + key, '1', 'PX', ttlMs),
        () => undefined,
      );
    },
    has: (key) =>
      link.attempt(
        async (redis) => (await redis.exists(KEY_PREFIX + key)) === 1,
        () => local.has(key),
      ),
  };
}
