import { type Broadcast, createRedisBroadcast, LOCAL_BROADCAST } from './broadcast.ts';
import { createLocalCounters, createRedisCounters, type WindowCounters } from './counters.ts';
import { createLocalFlags, createRedisFlags, type ExpiringFlags } from './flags.ts';
import { createLocalLocks, createRedisLocks, type Locks } from './locks.ts';
import { createLocalMemo, type MemoFactory, redisMemoFactory } from './memo.ts';
import {
  createLocalOneTimeValues,
  createRedisOneTimeValues,
  type OneTimeValues,
} from './one-time-values.ts';
import { connectRedis } from './redis-link.ts';
import { createTaggedCache, type TaggedCache } from './tagged-cache.ts';

/**
 * State that every instance must see alike, one interface per concern: in this process's
 * memory for one instance (no `REDIS_URL`), in Redis for several. While Redis is away each
 * concern answers from this process's memory, and goes back to Redis by itself.
 */
export type SharedState = {
  /** Rate-limit windows (every limit of http/limits/ and the admin sign-in's). */
  counters: WindowCounters;
  /** Keys that hold for a while (the administrator's known addresses). */
  flags: ExpiringFlags;
  /** Locks with an expiry (one image job per member). */
  locks: Locks;
  /** Costly values reused for a while (search totals, matched authors). */
  memo: MemoFactory;
  /** Values redeemed once, on any instance (the notification stream's tickets). */
  oneTime: OneTimeValues;
  /** Serialized answers by tag (the anonymous response cache; rendered pages). */
  cache: TaggedCache;
  /** The domain events' channel to every instance. */
  eventChannel: Broadcast;
  /** For /readyz: no Redis configured, Redis in use, or Redis configured but away. */
  redisStatus: () => 'not-configured' | 'ok' | 'unreachable';
  close: () => Promise<void>;
};

/** The response cache's bounds: 16 M characters of JSON (about 32 MB) in 2,000 entries. */
const CACHE_MAX_ENTRIES = 2000;
const CACHE_MAX_CHARACTERS = 16 * 1024 * 1024;
const EVENT_CHANNEL = 'dn:events';

type Log = { warn: (message: string) => void; info: (message: string) => void };

export async function openSharedState(options: {
  redisUrl: string | undefined;
  cacheTtlMs: number;
  log: Log;
}): Promise<SharedState> {
  const cache = createTaggedCache({
    ttlMs: options.cacheTtlMs,
    maxEntries: CACHE_MAX_ENTRIES,
    maxCharacters: CACHE_MAX_CHARACTERS,
  });
  if (!options.redisUrl) {
    return {
      counters: createLocalCounters(),
      flags: createLocalFlags(),
      locks: createLocalLocks(),
      memo: createLocalMemo,
      oneTime: createLocalOneTimeValues(),
      cache,
      eventChannel: LOCAL_BROADCAST,
      redisStatus: () => 'not-configured',
      close: async () => undefined,
    };
  }
  const link = await connectRedis(options.redisUrl, options.log);
  return {
    counters: createRedisCounters(link),
    flags: createRedisFlags(link),
    locks: createRedisLocks(link),
    memo: redisMemoFactory(link),
    oneTime: createRedisOneTimeValues(link),
    cache,
    eventChannel: createRedisBroadcast(link, EVENT_CHANNEL),
    redisStatus: () => (link.isUp() ? 'ok' : 'unreachable'),
    close: link.close,
  };
}
