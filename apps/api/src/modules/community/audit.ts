import { auditContentDelete } from '../../db/audit.ts';
import type { Transaction } from '../../db/client.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import type { RecordEvent } from '../../events/domain-events.ts';

/** Runs inside a delete's transaction with the ids actually deleted (and records its events). */
export type InDeleteTransaction = (
  tx: Transaction,
  deletedIds: number[],
  record: RecordEvent,
) => Promise<void>;

/**
 * Audit entries for an administrator's deletes of community posts and comments, whether made
 * from the admin area or from the public delete calls on someone else's item.
 */
export const auditPostDelete =
  (adminUserId: number): InDeleteTransaction =>
  (tx, deletedIds) =>
    auditContentDelete(tx, CONTENT_KINDS.post, adminUserId, deletedIds);

export const auditCommentDelete =
  (adminUserId: number): InDeleteTransaction =>
  (tx, deletedIds) =>
    auditContentDelete(tx, CONTENT_KINDS.comment, adminUserId, deletedIds);
