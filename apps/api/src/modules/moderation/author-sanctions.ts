import type { Sanction } from '@daengnyang/contract/sanctions';
import type { Executor } from '../../db/client.ts';
import { listSanctionsOf } from '../sanctions/repository.ts';
import { toSanction } from '../sanctions/service.ts';

/**
 * The sanctions of the authors on one page of the queue (at most a page size of members), for
 * each case's author history: member safety's own read, newest first.
 */
export async function findAuthorSanctions(
  db: Executor,
  authorIds: number[],
): Promise<Map<number, Sanction[]>> {
  const members = [...new Set(authorIds)];
  const lists = await Promise.all(members.map((userId) => listSanctionsOf(db, userId)));
  return new Map(members.map((userId, index) => [userId, (lists[index] ?? []).map(toSanction)]));
}
