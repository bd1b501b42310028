import { DateTimeSchema } from './common.ts';

/**
 * Additive on posts, comments, replies, reviews and notice comments: when the author last
 * changed it; present only on edited items, so a client of the base contract receives the
 * bytes it knew for everything else.
 */
export const EditedMarkShape = {
  editedAt: DateTimeSchema.optional(),
};
