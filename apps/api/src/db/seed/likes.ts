import type { Random } from './random.ts';
import { laterMoment } from './seed-context.ts';

export type Like = { userId: number; createdAt: Date };

/**
 * Likes from some of `candidates`, after `since`. Most items get a few, some none, a handful
 * many: counts skew low as they do on a real board.
 */
export function planLikes(
  random: Random,
  candidates: readonly number[],
  since: Date,
  now: Date,
): Like[] {
  const count = Math.floor(random.next() ** 1.6 * (candidates.length + 1));
  return random
    .sample(candidates, count)
    .map((userId) => ({ userId, createdAt: laterMoment(random, since, 7 * 24 * 60, now) }));
}
