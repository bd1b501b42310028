import type { Sanction } from '@daengnyang/contract/sanctions';
import type { Database } from '../../db/client.ts';

/**
 * The sanctions of an item's author, shown in the queue's author history. Member safety's
 * sanctions live on another branch (issue 21 item 5): this is the one seam where the merge
 * points the queue at the sanctions repository; until then no member has any.
 */
export async function findAuthorSanctions(
  _db: Database,
  authorIds: number[],
): Promise<Map<number, Sanction[]>> {
  return new Map(authorIds.map((id) => [id, []]));
}
