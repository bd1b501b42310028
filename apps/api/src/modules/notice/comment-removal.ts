import type { Transaction } from '../../db/client.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { ImageFile } from '../../images/urls.ts';
import { auditNoticeCommentDelete } from './audit.ts';
import { deleteNoticeCommentRow } from './repository.ts';

/**
 * Deletes a notice comment inside the caller's transaction and records it: audited when an
 * administrator removes someone else's (`moderated`). Answers its image files to remove
 * after the commit, or null when there was no such comment.
 */
export async function removeNoticeComment(
  tx: Transaction,
  record: RecordEvent,
  removal: { commentId: number; actorId: number; moderated: boolean },
): Promise<ImageFile[] | null> {
  const { commentId, actorId, moderated } = removal;
  const deleted = await deleteNoticeCommentRow(tx, commentId);
  if (!deleted) return null;
  if (moderated) await auditNoticeCommentDelete(tx, actorId, [commentId]);
  record({
    kind: 'notice-comment.deleted',
    subjectId: commentId,
    actorId,
    payload: { noticeId: deleted.noticeId, moderated },
  });
  return deleted.images;
}
