/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sample data. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** Draws items in random order, each once before any repeats. */
  deck: <T>(items: readonly T[]) => () => T;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(...pool.splice(int(0, pool.length - 1), 1));
    }
    return chosen;
  };
  const deck = <T>(items: readonly T[]): (() => T) => {
    let remaining: T[] = [];
    return () => {
      if (remaining.length === 0) remaining = sample(items, items.length);
      const item = remaining.pop();
      if (item === undefined) throw new Error('Cannot draw from an empty deck');
      return item;
    };
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample, deck };
}
