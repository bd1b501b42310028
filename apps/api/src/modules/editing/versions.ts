import type { Executor } from '../../db/client.ts';
import {
  findRevisionHead,
  insertRevision,
  type RevisedKind,
  replaceRevision,
  type Version,
} from '../../db/revisions.ts';
import { isSmallChange, QUICK_FIX_GRACE_SECONDS } from './quick-fix.ts';

/** An edit of one item, as its transaction sees it (the item locked). */
export type VersionedEdit = {
  kind: RevisedKind;
  itemId: number;
  /** When the item was written: revision 1's time. */
  writtenAt: Date;
  before: Version;
  after: Version;
  /** Whether anyone answered the item (a comment, a reply) after `since`. */
  answeredSince: (since: Date) => Promise<boolean>;
};

/**
 * Keeps the edit's version in the edit's transaction (decision 029): on the first edit the item
 * as written becomes revision 1; then a quick fix replaces the newest revision, any other edit
 * adds the next. Answers the number of the revision that now holds the item.
 */
export async function keepVersion(tx: Executor, edit: VersionedEdit): Promise<number> {
  const { kind, itemId } = edit;
  let head = await findRevisionHead(tx, kind, itemId, QUICK_FIX_GRACE_SECONDS);
  if (!head) {
    await insertRevision(tx, { kind, itemId, number: 1, at: edit.writtenAt }, edit.before);
    head = await findRevisionHead(tx, kind, itemId, QUICK_FIX_GRACE_SECONDS);
    if (!head) throw new Error('revision 1 vanished after insert');
  }
  const folds =
    head.savedWithinGrace &&
    isSmallChange(edit.before, edit.after) &&
    !(await edit.answeredSince(head.savedAt));
  if (folds) {
    await replaceRevision(tx, { kind, itemId, number: head.number }, edit.after);
    return head.number;
  }
  await insertRevision(tx, { kind, itemId, number: head.number + 1 }, edit.after);
  return head.number + 1;
}
