import type { ReportTargetType } from '@daengnyang/contract/moderation';
import type { Executor } from '../../db/client.ts';
import { lockCaseOfTarget, reopenCase } from './repository.ts';

/**
 * The seam an author's edit calls, in its transaction, when moderation withholds the item: it
 * stays hidden, and its case goes back to the open queue with its version raised, so the queue
 * shows the edited item (read live) and a decision taken on the old version is refused as
 * stale. The snapshot the first report captured stays as it was: it is the evidence.
 */
export async function returnEditedToQueue(
  tx: Executor,
  targetType: ReportTargetType,
  targetId: number,
): Promise<void> {
  const found = await lockCaseOfTarget(tx, targetType, targetId);
  if (found) await reopenCase(tx, found.id);
}
