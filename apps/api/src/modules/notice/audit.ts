import { auditContentDelete } from '../../db/audit.ts';
import type { Executor } from '../../db/client.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';

/**
 * The audit entry of an administrator's delete of a notice comment, from the admin area or from
 * the public delete call on someone else's comment; written inside the delete's transaction.
 */
export function auditNoticeCommentDelete(
  tx: Executor,
  adminUserId: number,
  commentIds: number[],
): Promise<void> {
  return auditContentDelete(tx, CONTENT_KINDS.noticeComment, adminUserId, commentIds);
}
