/**
 * The vocabulary of moderation: what can be reported, the reasons and their labels, the
 * lengths of the texts. Kept apart from the schemas of `moderation.ts` (which re-exports all of
 * it), so that a web page offering the report or objection form does not carry zod and the
 * schemas into its first view.
 */

/** What can be reported: every kind of content members write (the content-kind registry). */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'review', 'noticeComment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'spam',
  'abuse',
  'obscene',
  'scam',
  'animalSale',
  'privacy',
  'rightsInfringement',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog lists them, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: '스팸·광고',
  abuse: '욕설·비하',
  obscene: '음란·불쾌',
  scam: '사기·금전 요구',
  animalSale: '불법 분양·판매',
  privacy: '개인정보 노출',
  rightsInfringement: '권리 침해(명예훼손 등 — 정보통신망법 제44조의2)',
  other: '기타',
};

/** Reasons whose report must say what happened in `detail`. */
export const REPORT_REASONS_NEEDING_DETAIL: readonly ReportReason[] = [
  'other',
  'rightsInfringement',
];
/**
 * In categories 6 실종·목격 and 7 임보·입양 only these reasons can hide a post or its comments
 * automatically (a brigaded lost-dog post hidden overnight is a real loss); the others still
 * open a case, at the top of the queue.
 */
export const REPORT_REASONS_HIDING_URGENT_CATEGORIES: readonly ReportReason[] = [
  'scam',
  'animalSale',
];

export const REPORT_DETAIL_MAX_LENGTH = 1000;
export const MODERATION_NOTE_MAX_LENGTH = 1000;
export const OBJECTION_MAX_LENGTH = 1000;
/** A 임시조치 hides an item for at most this many days (정보통신망법 제44조의2). */
export const TEMPORARY_MEASURE_MAX_DAYS = 30;
