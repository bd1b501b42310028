const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = 3;

/**
 * The dataset's span: the three years before the start of the current UTC day. Anchoring at
 * the day (not the second) keeps two runs of the same day identical.
 */
export type Timeline = { start: number; end: number };

export function datasetTimeline(now = Date.now()): Timeline {
  const end = Math.floor(now / DAY_MS) * DAY_MS;
  return { start: end - YEARS * 365 * DAY_MS, end };
}

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export { DAY_MS };

/** A moment after `from`, `delay` later, but never past `end`; strictly after `from`. */
export function laterThan(from: number, delay: number, end: number): number {
  return Math.max(from + 1000, Math.min(from + delay, end - 1000));
}
