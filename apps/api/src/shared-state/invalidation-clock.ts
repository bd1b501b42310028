import { LRUCache } from 'lru-cache';

/**
 * When keys were last invalidated, for a cache in this process's memory that readers fill
 * while writes invalidate it: a reader takes a mark before it reads the data, and keeps what
 * it read only if none of its keys was invalidated since (`invalidatedSince`). So a reader
 * never keeps what a write it raced with has just made stale, whether the write's event came
 * from this instance or another.
 */
export type InvalidationClock<Key extends {}> = {
  /** A point in the clock's history, taken before the data is read. */
  mark: () => number;
  invalidate: (keys: Iterable<Key>) => void;
  /** Every key at once (e.g. events may have been missed). */
  invalidateAll: () => void;
  /** Whether one of the keys was invalidated since the mark, or the mark is too old to tell. */
  invalidatedSince: (since: number, keys: Iterable<Key>) => boolean;
};

/**
 * How long a key's last invalidation is remembered: longer than any request (uploads have
 * three minutes) can take between `mark()` and keeping what it read.
 */
const REMEMBER_INVALIDATION_MS = 10 * 60_000;
const MAX_REMEMBERED_KEYS = 100_000;

export function createInvalidationClock<Key extends {}>(): InvalidationClock<Key> {
  /** Advances with every invalidation; marks are points on it. */
  let clock = 0;
  /** Marks before this are refused: what was invalidated then is no longer remembered. */
  let forgottenBefore = 0;
  const invalidatedAt = new LRUCache<Key, number>({
    max: MAX_REMEMBERED_KEYS,
    ttl: REMEMBER_INVALIDATION_MS,
    dispose: (at, _key, reason) => {
      if (reason === 'evict') forgottenBefore = Math.max(forgottenBefore, at);
    },
  });
  return {
    mark: () => clock,
    invalidate(keys) {
      clock += 1;
      for (const key of keys) invalidatedAt.set(key, clock);
    },
    invalidateAll() {
      clock += 1;
      forgottenBefore = clock;
    },
    invalidatedSince(since, keys) {
      if (since < forgottenBefore) return true;
      // Expired records must not hold marks back: an absent one reads as never invalidated.
      for (const key of keys) if ((invalidatedAt.get(key) ?? 0) > since) return true;
      return false;
    },
  };
}
