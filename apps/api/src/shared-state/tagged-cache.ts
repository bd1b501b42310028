import { LRUCache } from 'lru-cache';
import { createInvalidationClock } from './invalidation-clock.ts';

/**
 * A serialized answer: JSON, a rendered HTML page, anything with its content type; its text,
 * or its UTF-8 bytes when it was assembled from kept bytes (pet-reports/recent-reports.ts).
 */
export type CachedPayload = { body: string | Buffer; contentType: string };

/**
 * What an answer depends on, as `kind:id` tags (`post:123`, `list:community:3`, `home`): an
 * invalidation of any of them drops it.
 */
export type CacheTags = readonly string[];

/**
 * A cache of serialized answers invalidated by tag, in this process's memory. Every instance
 * keeps its own: the domain events of every instance's writes reach each one (with Redis),
 * and its cache invalidation subscriber drops the tags they change (events/cache-invalidation.ts).
 *
 * An answer computed while one of its tags was invalidated is not kept: the caller takes a
 * mark before reading the data (`mark()`) and hands it to `set`, which refuses the answer if
 * any of its tags was invalidated since. So a reader never keeps what a write it raced with
 * has just made stale — whether the write's event came from this instance or another.
 */
export type TaggedCache<Payload extends CachedPayload = CachedPayload> = {
  get: (key: string) => Payload | undefined;
  /**
   * An answer whose time has run out, for up to as long again, unless a tag of it was
   * invalidated (that drops it at once): what changed since is only what changes without an
   * invalidation — view and like counts.
   */
  getExpired: (key: string) => Payload | undefined;
  /** A point in the cache's history, taken before the data of an answer is read. */
  mark: () => number;
  set: (
    key: string,
    payload: Payload,
    options: { tags: CacheTags; since: number; ttlMs?: number },
  ) => void;
  invalidate: (tags: CacheTags) => void;
  /** Drops everything (e.g. events may have been missed). */
  clear: () => void;
};

/** `Payload` may carry more than the answer: what a hit must check before it is sent. */
export function createTaggedCache<Payload extends CachedPayload = CachedPayload>(options: {
  ttlMs: number;
  /** Entries at most. */
  maxEntries: number;
  /** Characters of all bodies together at most (a character of a JS string is 2 bytes). */
  maxCharacters: number;
}): TaggedCache<Payload> {
  const clock = createInvalidationClock<string>();
  const keysByTag = new Map<string, Set<string>>();
  type Entry = { payload: Payload; tags: CacheTags; freshUntil: number };
  // Entries live twice their time: fresh (`get`), then expired (`getExpired`).
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxCharacters,
    ttl: options.ttlMs * 2,
    // In characters (two bytes each): bytes count half as much.
    sizeCalculation: ({ payload: { body } }) =>
      Math.max(1, typeof body === 'string' ? body.length : Math.ceil(body.length / 2)),
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  return {
    get: (key) => {
      const entry = entries.get(key);
      return entry !== undefined && performance.now() < entry.freshUntil
        ? entry.payload
        : undefined;
    },
    getExpired: (key) => entries.get(key)?.payload,
    mark: clock.mark,
    set(key, payload, { tags, since, ttlMs: kept }) {
      const ttlMs = kept ?? options.ttlMs;
      if (clock.invalidatedSince(since, tags)) return;
      entries.set(
        key,
        { payload, tags, freshUntil: performance.now() + ttlMs },
        { ttl: ttlMs * 2 },
      );
      for (const tag of tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
    },
    invalidate(tags) {
      clock.invalidate(tags);
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
      }
    },
    clear() {
      clock.invalidateAll();
      entries.clear();
    },
  };
}
