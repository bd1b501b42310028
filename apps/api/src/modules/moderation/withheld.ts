import { MESSAGES } from '@daengnyang/contract/messages';
import type { Caller } from '../../auth/caller.ts';

/** Whoever still reads a withheld item as written: its author and administrators. */
export const seesWithheld = (caller: Caller, authorId: number): boolean =>
  caller.kind === 'user' && (caller.userId === authorId || caller.role === 'ROLE_ADMIN');

/** The additive `hidden` mark (contract moderation-marks.ts): present only when true. */
export const hiddenMark = (hidden: boolean): { hidden?: true } => (hidden ? { hidden: true } : {});

/**
 * How a comment, review or event comment shows in its thread: as written, or — withheld, to
 * anyone but its author and administrators — as the placeholder sentence without images.
 */
export function threadEntryView(
  caller: Caller,
  row: { hidden: boolean; authorId: number; content: string },
): { content: string; withheld: boolean; mark: { hidden?: true } } {
  const withheld = row.hidden && !seesWithheld(caller, row.authorId);
  return {
    content: withheld ? MESSAGES.hiddenComment : row.content,
    withheld,
    mark: hiddenMark(row.hidden),
  };
}
