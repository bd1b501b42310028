/**
 * The additive `blockedAuthor` mark (contract moderation-marks.ts): present only when true, so
 * a client that knows nothing of blocking receives exactly the bytes it knew.
 */
export const blockedAuthorMark = (blocked: unknown): { blockedAuthor?: true } =>
  Number(blocked) === 1 ? { blockedAuthor: true } : {};
