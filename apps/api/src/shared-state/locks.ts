import { randomUUID } from 'node:crypto';
import type { RedisLink } from './redis-link.ts';

/** Gives the lock back (only if it is still this holder's). */
export type Release = () => Promise<void>;

/**
 * Locks with an expiry: one holder per key at a time, and a holder that dies (a crashed
 * instance) holds it no longer than `ttlMs`.
 */
export type Locks = {
  /** The lock's release, or null while another holder has it. */
  acquire: (key: string, ttlMs: number) => Promise<Release | null>;
};

const KEY_PREFIX = 'dn:lock:';

export function createLocalLocks(): Locks {
  const held = new Map<string, { token: string; expiresAt: number }>();
  return {
    async acquire(key, ttlMs) {
      const current = held.get(key);
      if (current && current.expiresAt > Date.now()) return null;
      const token = randomUUID();
      held.set(key, { token, expiresAt: Date.now() + ttlMs });
      return async () => {
        if (held.get(key)?.token === token) held.delete(key);
      };
    },
  };
}

/** Deletes the key only while it still holds this holder's token. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Locks in Redis (`SET NX PX` with a random token), held across instances. While Redis is
 * away each instance locks in its own memory, which still keeps one job per member on it.
 */
export function createRedisLocks(link: RedisLink): Locks {
  const local = createLocalLocks();
  return {
    acquire: (key, ttlMs) =>
      link.attempt(
        async (redis) => {
          const token = randomUUID();
          const taken = await redis.set(KEY_PREFIX + key, token, 'PX', ttlMs, 'NX');
          if (taken !== 'OK') return null;
          return async () => {
            await link.attempt(
              async (client) => {
                await client.eval(RELEASE_SCRIPT, 1, KEY_PREFIX + key, token);
              },
              () => undefined,
            );
          };
        },
        () => local.acquire(key, ttlMs),
      ),
  };
}
