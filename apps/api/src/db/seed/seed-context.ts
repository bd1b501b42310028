import type { Executor } from '../client.ts';
import type { SeedImages } from './images.ts';
import type { Random } from './random.ts';

/** What every part of the sample-data seed works with. */
export type SeedContext = {
  tx: Executor;
  random: Random;
  images: SeedImages;
  /** Every sample timestamp lies before this moment. */
  now: Date;
  /** The sample users (not the administrator): authors, commenters and likers. */
  userIds: readonly number[];
  adminUserId: number;
};

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A moment between `minDays` and `maxDays` before `now`. */
export function daysAgo(random: Random, now: Date, minDays: number, maxDays: number): Date {
  const days = minDays + random.next() * (maxDays - minDays);
  return new Date(now.getTime() - days * DAY_MS);
}

/** A moment after `from`, within `withinMinutes` of it and before `now`: a reply, a like. */
export function laterMoment(random: Random, from: Date, withinMinutes: number, now: Date): Date {
  const start = from.getTime() + MINUTE_MS;
  const end = Math.max(
    start,
    Math.min(start + withinMinutes * MINUTE_MS, now.getTime() - MINUTE_MS),
  );
  return new Date(start + random.next() * (end - start));
}

/** `user-07`-style numbering for storage keys, in creation order. */
export function keyNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * Pairs planned items with the ids their bulk insert returned: PostgreSQL returns the rows of
 * a multi-row INSERT … VALUES in the order of its VALUES.
 */
export function withIds<T>(
  items: readonly T[],
  rows: readonly { id: number }[],
): (T & { id: number })[] {
  return items.map((item, index) => {
    const row = rows[index];
    if (!row || rows.length !== items.length) {
      throw new Error(`Insert returned ${rows.length} rows for ${items.length} items`);
    }
    return { ...item, id: row.id };
  });
}
