import { z } from 'zod';

/**
 * What moderation and blocking add to a post, comment, reply, review or event comment as one
 * viewer sees it. Both keys are additive (docs/wire-contract-additions.md) and present only when
 * true, so a client written against the base contract receives exactly the bytes it knew.
 *
 * - `hidden`: the item is withheld pending review, by an administrator's decision, or by a
 *   임시조치. Only its author (and administrators) still receive a hidden post; a hidden comment
 *   stays in its thread for everyone, with its text replaced by `MESSAGES.hiddenComment` and no
 *   images, unless the viewer is its author.
 * - `blockedAuthor`: the viewer blocked the author; clients collapse the item.
 */
export const ModerationMarksShape = {
  hidden: z.literal(true).optional(),
  blockedAuthor: z.literal(true).optional(),
};
