import { LRUCache } from 'lru-cache';
import type { ActiveIdentity } from '../modules/users/repository.ts';
import { createInvalidationClock } from '../shared-state/invalidation-clock.ts';

/**
 * The signed-in callers' identity rows (role, token version, restriction, whether they block
 * anyone), by user id, in this process's memory (decision 041): reading the row was the whole
 * database cost of a cached signed-in read. Every write that changes one records a domain
 * event, whose subscriber drops the entry on every instance (events/identity-invalidation.ts);
 * `ttlMs` bounds how long an instance that missed the event serves the old row.
 *
 * A row read while its user was invalidated is not kept: the caller takes a mark before
 * reading it (`mark()`) and hands it to `set`, as with TaggedCache.
 */
export type IdentityCache = {
  get: (userId: number) => ActiveIdentity | undefined;
  mark: () => number;
  set: (identity: ActiveIdentity, since: number) => void;
  /** Drops the user's row; a read under way when this happens is not kept. */
  forget: (userId: number) => void;
};

export function createIdentityCache(options: {
  ttlMs: number;
  /** Rows at most (one per member signed in on this instance within `ttlMs`). */
  maxEntries: number;
}): IdentityCache {
  const clock = createInvalidationClock<number>();
  const entries = new LRUCache<number, ActiveIdentity>({
    max: options.maxEntries,
    ttl: options.ttlMs,
  });
  return {
    get: (userId) => entries.get(userId),
    mark: clock.mark,
    set(identity, since) {
      if (clock.invalidatedSince(since, [identity.id])) return;
      // A write ban or suspension ends by time, with no event: the row goes when it ends.
      const until = identity.restriction?.until?.getTime() ?? Number.POSITIVE_INFINITY;
      const ttl = Math.min(options.ttlMs, until - Date.now());
      if (ttl > 0) entries.set(identity.id, identity, { ttl });
    },
    forget(userId) {
      clock.invalidate([userId]);
      entries.delete(userId);
    },
  };
}
