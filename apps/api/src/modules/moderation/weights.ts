import type { ModerationSettings } from '../../config.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Age adds up to this much, reached after a year. */
const MAX_AGE_BONUS = 1;
const AGE_BONUS_FULL_DAYS = 365;
/** Each upheld report adds this much, up to MAX_ACCURACY_BONUS. */
const UPHELD_BONUS = 0.25;
const MAX_ACCURACY_BONUS = 1;
/** Each dismissed report takes this much away. */
const DISMISSED_PENALTY = 0.5;
/** An account past the minimum age never weighs less than this. */
const MIN_WEIGHT = 0.5;

/** What a reporter's weight is made of. */
export type ReporterRecord = { createdAt: Date; upheld: number; dismissed: number };

/**
 * How much one member's report counts towards hiding an item (decision 026): nothing below the
 * minimum account age; otherwise 1, plus up to 1 for a year of membership, plus 0.25 per
 * upheld report (up to 1), minus 0.5 per dismissed report, never below 0.5. Three members past
 * the minimum age with no dismissed reports therefore always reach the default threshold of 3.
 */
export function reporterWeight(
  record: ReporterRecord,
  settings: Pick<ModerationSettings, 'minAccountAgeHours'>,
  now: Date,
): number {
  const ageMs = now.getTime() - record.createdAt.getTime();
  if (ageMs < settings.minAccountAgeHours * HOUR_MS) return 0;
  const ageBonus = Math.min(MAX_AGE_BONUS, ageMs / DAY_MS / AGE_BONUS_FULL_DAYS);
  const accuracyBonus = Math.min(MAX_ACCURACY_BONUS, record.upheld * UPHELD_BONUS);
  const weight = 1 + ageBonus + accuracyBonus - record.dismissed * DISMISSED_PENALTY;
  return Math.round(Math.max(MIN_WEIGHT, weight) * 100) / 100;
}

/**
 * Whether an item's open reports hide it: combined weight at the threshold and at least two
 * distinct reporters. `counts` says which reports may hide (in categories 6 and 7 only scam
 * and animal-sale reports do).
 */
export function reachesHiding<Report extends { reporterId: number; weight: number }>(
  reports: Report[],
  counts: (report: Report) => boolean,
  threshold: number,
): boolean {
  const hiding = reports.filter(counts);
  const reporters = new Set(hiding.filter((report) => report.weight > 0).map((r) => r.reporterId));
  const weight = hiding.reduce((sum, report) => sum + report.weight, 0);
  return reporters.size >= 2 && weight >= threshold;
}
