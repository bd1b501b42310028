import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link.ts';

/** A key's calls in its current window, and when that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Fixed-window counters, the store of every rate limit: a window starts with a key's first
 * call and lasts `windowMs`.
 */
export type WindowCounters = {
  /** Counts one call and answers the key's count with it. */
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
  /** The key's count, without counting. */
  peek: (key: string, windowMs: number) => Promise<WindowCount>;
};

/** Keys kept in memory at most: the least recently counted go first. */
const MAX_LOCAL_KEYS = 50_000;

/** Counters of this process (one instance, or any instance while Redis is away). */
export function createLocalCounters(): WindowCounters {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: MAX_LOCAL_KEYS });
  const current = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > Date.now() ? window : null;
  };
  return {
    async hit(key, windowMs) {
      const window = current(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - Date.now() };
    },
    async peek(key) {
      const window = current(key);
      return window
        ? { count: window.count, resetInMs: window.endsAt - Date.now() }
        : { count: 0, resetInMs: 0 };
    },
  };
}

/** INCR, and the window's expiry set by the call that opened it; one round trip. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), math.max(redis.call('PTTL', KEYS[1]), 0)}`;

const KEY_PREFIX = 'dn:limit:';

const asWindowCount = (reply: unknown): WindowCount => {
  const [count, resetInMs] = reply as [number, number];
  return { count, resetInMs };
};

/**
 * Counters in Redis, shared by every instance; while Redis is away each instance counts in
 * its own memory (a client then gets up to its budget per instance, as before Redis).
 */
export function createRedisCounters(link: RedisLink): WindowCounters {
  const local = createLocalCounters();
  return {
    hit: (key, windowMs) =>
      link.attempt(
        async (redis) => asWindowCount(await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)),
        () => local.hit(key, windowMs),
      ),
    peek: (key, windowMs) =>
      link.attempt(
        async (redis) => asWindowCount(await redis.eval(PEEK_SCRIPT, 1, KEY_PREFIX + key)),
        () => local.peek(key, windowMs),
      ),
  };
}
