import { auditContentDelete } from '../../db/audit.ts';
import type { Executor } from '../../db/client.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';

/**
 * The audit entry of an administrator's delete of a review, from the admin area or from the
 * public delete call on someone else's review; written inside the delete's transaction.
 */
export function auditReviewDelete(
  tx: Executor,
  adminUserId: number,
  reviewIds: number[],
): Promise<void> {
  return auditContentDelete(tx, CONTENT_KINDS.review, adminUserId, reviewIds);
}
