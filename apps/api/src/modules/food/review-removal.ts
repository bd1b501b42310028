import type { Transaction } from '../../db/client.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { ImageFile } from '../../images/urls.ts';
import { auditReviewDelete } from './audit.ts';
import { deleteReviewRow } from './repository.ts';

/**
 * Deletes a review inside the caller's transaction and records it: audited when an
 * administrator removes someone else's (`moderated`). Answers its image files to remove
 * after the commit, or null when there was no such review.
 */
export async function removeReview(
  tx: Transaction,
  record: RecordEvent,
  removal: { reviewId: number; actorId: number; moderated: boolean },
): Promise<ImageFile[] | null> {
  const { reviewId, actorId, moderated } = removal;
  const deleted = await deleteReviewRow(tx, reviewId);
  if (!deleted) return null;
  if (moderated) await auditReviewDelete(tx, actorId, [reviewId]);
  record({
    kind: 'review.deleted',
    subjectId: reviewId,
    actorId,
    payload: { foodId: deleted.foodId, moderated },
  });
  return deleted.images;
}
