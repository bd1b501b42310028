import type { Sanction } from '@daengnyang/contract/sanctions';
import type { Executor } from '../../db/client.ts';
import { listSanctionsOf } from '../sanctions/repository.ts';
import { toSanction } from '../sanctions/service.ts';

/**
 * The sanctions of the authors on one page of the queue, for each case's author history:
 * member safety's own read, one statement for the page, newest first.
 */
export async function findAuthorSanctions(
  db: Executor,
  authorIds: number[],
): Promise<Map<number, Sanction[]>> {
  const byAuthor = new Map<number, Sanction[]>(authorIds.map((userId) => [userId, []]));
  for (const row of await listSanctionsOf(db, [...byAuthor.keys()])) {
    byAuthor.get(row.userId)?.push(toSanction(row));
  }
  return byAuthor;
}
