import { LRUCache } from 'lru-cache';

/** A serialized answer: JSON, a rendered HTML page, anything with its content type. */
export type CachedPayload = { body: string; contentType: string };

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

/**
 * How long a tag's last invalidation is remembered: longer than any request (uploads have
 * three minutes) can take between `mark()` and `set`.
 */
const REMEMBER_INVALIDATION_MS = 10 * 60_000;
const MAX_REMEMBERED_TAGS = 100_000;

/** `Payload` may carry more than the answer: what a hit must check before it is sent. */
export function createTaggedCache<Payload extends CachedPayload = CachedPayload>(options: {
  ttlMs: number;
  /** Entries at most. */
  maxEntries: number;
  /** Characters of all bodies together at most (a character of a JS string is 2 bytes). */
  maxCharacters: number;
}): TaggedCache<Payload> {
  /** Advances with every invalidation; marks are points on it. */
  let clock = 0;
  /** Marks before this are refused: what was invalidated then is no longer remembered. */
  let forgottenBefore = 0;
  const invalidatedAt = new LRUCache<string, number>({
    max: MAX_REMEMBERED_TAGS,
    ttl: REMEMBER_INVALIDATION_MS,
    dispose: (at, _tag, reason) => {
      if (reason === 'evict') forgottenBefore = Math.max(forgottenBefore, at);
    },
  });
  const keysByTag = new Map<string, Set<string>>();
  type Entry = { payload: Payload; tags: CacheTags; freshUntil: number };
  // Entries live twice their time: fresh (`get`), then expired (`getExpired`).
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxCharacters,
    ttl: options.ttlMs * 2,
    sizeCalculation: (entry) => Math.max(1, entry.payload.body.length),
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  // Expired tag records must not hold marks back; the check below compares clock values.
  const invalidatedSince = (tag: string, since: number) => (invalidatedAt.get(tag) ?? 0) > since;

  return {
    get: (key) => {
      const entry = entries.get(key);
      return entry !== undefined && performance.now() < entry.freshUntil
        ? entry.payload
        : undefined;
    },
    getExpired: (key) => entries.get(key)?.payload,
    mark: () => clock,
    set(key, payload, { tags, since, ttlMs: kept }) {
      const ttlMs = kept ?? options.ttlMs;
      if (since < forgottenBefore || tags.some((tag) => invalidatedSince(tag, since))) return;
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
      clock += 1;
      for (const tag of tags) {
        invalidatedAt.set(tag, clock);
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
      }
    },
    clear() {
      clock += 1;
      forgottenBefore = clock;
      entries.clear();
    },
  };
}
