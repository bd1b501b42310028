import type { Random } from '../../apps/api/src/db/seed/random.ts';

/**
 * Draws indexes in proportion to their weights: a cumulative table and a binary search, so a
 * draw costs O(log n) however skewed the weights are (Zipf activity, lognormal popularity).
 */
export type WeightedSampler = {
  /** An index in [0, weights.length). */
  draw: (random: Random) => number;
  /** An index in [0, limit): only the first `limit` items take part (e.g. users who exist yet). */
  drawBelow: (random: Random, limit: number) => number;
  /** The summed weight of the first `limit` items. */
  weightBelow: (limit: number) => number;
};

export function weightedSampler(weights: ArrayLike<number>): WeightedSampler {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  for (let index = 0; index < weights.length; index++) {
    sum += weights[index] ?? 0;
    cumulative[index] = sum;
  }
  const weightBelow = (limit: number) => (limit <= 0 ? 0 : (cumulative[limit - 1] ?? sum));
  const drawBelow = (random: Random, limit: number) => {
    const target = random.next() * weightBelow(limit);
    let low = 0;
    let high = Math.max(0, Math.min(limit, weights.length) - 1);
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return {
    draw: (random) => drawBelow(random, weights.length),
    drawBelow,
    weightBelow,
  };
}

/**
 * Zipf–Mandelbrot weights 1 / (rank + offset)^exponent, given to the items in a random order:
 * a few items get most of the weight without the first ids being the busiest. The offset keeps
 * the busiest from owning an implausible share.
 */
export function zipfWeights(
  random: Random,
  count: number,
  options: { exponent?: number; offset?: number } = {},
): Float64Array {
  const { exponent = 1, offset = 10 } = options;
  const ranks = Int32Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = random.int(0, index);
    const swap = ranks[index] ?? 0;
    ranks[index] = ranks[other] ?? 0;
    ranks[other] = swap;
  }
  return Float64Array.from(ranks, (rank) => 1 / (rank + 1 + offset) ** exponent);
}

/** Zipf weights in rank order, for vocabularies listed from most to least common. */
export function rankWeights(count: number, exponent = 1): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);
}

/** A standard normal draw (Box–Muller). */
export function normal(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A lognormal draw: most values near 1, a long tail of popular items. */
export function lognormal(random: Random, sigma: number): number {
  return Math.exp(sigma * normal(random));
}

/** An exponential draw with the given mean. */
export function exponential(random: Random, mean: number): number {
  return -Math.log(1 - random.next()) * mean;
}

/** Rounds up or down at random in proportion to the fraction, so sums stay right on average. */
export function roundRandomly(random: Random, value: number): number {
  const floor = Math.floor(value);
  return floor + (random.next() < value - floor ? 1 : 0);
}

/**
 * Splits `total` among items in proportion to `weights` (random rounding), each share capped
 * by `cap(index)`.
 */
export function apportion(
  random: Random,
  weights: ArrayLike<number>,
  total: number,
  cap: (index: number) => number,
): Int32Array {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) sum += weights[index] ?? 0;
  const shares = new Int32Array(weights.length);
  if (sum === 0) return shares;
  for (let index = 0; index < weights.length; index++) {
    const share = roundRandomly(random, ((weights[index] ?? 0) * total) / sum);
    shares[index] = Math.min(share, cap(index));
  }
  return shares;
}

/**
 * `count` moments between `start` and `end`, ascending, denser towards the end: a community
 * that grows (density rising linearly with time).
 */
export function growingTimeline(random: Random, count: number, start: number, end: number) {
  const moments = Float64Array.from(
    { length: count },
    () => start + (end - start) * Math.sqrt(random.next()),
  );
  return moments.sort();
}

/** Distinct items drawn by `draw`, at most `count`; gives up on a crowded pool after a while. */
export function distinctDraws(count: number, draw: () => number): number[] {
  const chosen = new Set<number>();
  for (let attempt = 0; chosen.size < count && attempt < count * 20 + 20; attempt++) {
    chosen.add(draw());
  }
  return [...chosen];
}

/** Draws ids in proportion to their shares, e.g. categories: `{ id: 2, share: 0.3 }, …`. */
export function sharePicker(
  random: Random,
  shares: readonly { id: number; share: number }[],
): () => number {
  const sampler = weightedSampler(shares.map(({ share }) => share));
  return () => shares[sampler.draw(random)]?.id ?? 0;
}
