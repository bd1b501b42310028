import type { Executor } from '../../db/client.ts';
import type { OncePerSiteConsumer } from '../../events/once-per-site.ts';
import { lostReportsForAnimal, scoredReports, scoredShelterAnimals } from './matcher.ts';
import {
  deleteReportPairs,
  deleteShelterPairs,
  insertPairs,
  lockMatchPairs,
  markPairsCurrent,
  type PairRow,
} from './pairs-repository.ts';
import { findReportWithPost, findShelterAnimals } from './repository.ts';

/**
 * Scores the report against the candidates of the other side and stores the pairs (decision
 * 042) in place of those it had: after the report is written (`petMatchPairs`), or on its
 * list's first read when that has not happened yet. Nothing to do when they are current.
 */
export async function storeReportPairs(tx: Executor, postId: number): Promise<void> {
  // Most posts have no report: they take no lock.
  const seen = await findReportWithPost(tx, postId);
  if (!seen || seen.pairsCurrent) return;
  await lockMatchPairs(tx);
  // Read again under the lock: another writer may have stored them meanwhile.
  const found = await findReportWithPost(tx, postId);
  if (!found || found.pairsCurrent) return;
  await deleteReportPairs(tx, postId);
  const { report } = found;
  // Both read nothing for a report of category 7, and animals only for a lost one.
  const lost = report.kind === 'lost';
  const reports = await scoredReports(
    tx,
    { postId, authorId: found.authorId, report },
    { open: false },
  );
  const animals = await scoredShelterAnimals(tx, report);
  await insertPairs(tx, [
    ...reports.map(({ row, score }): PairRow => {
      const other = row.report.postId;
      return {
        lostPostId: lost ? postId : other,
        foundPostId: lost ? other : postId,
        desertionNo: null,
        score,
      };
    }),
    ...animals.map(
      ({ row, score }): PairRow => ({
        lostPostId: postId,
        foundPostId: null,
        desertionNo: row.desertionNo,
        score,
      }),
    ),
  ]);
  await markPairsCurrent(tx, postId, report.revision);
}

/** The pairs of shelter animals the sync added or changed, scored against the lost reports. */
export async function storeShelterPairs(tx: Executor, desertionNos: string[]): Promise<void> {
  await lockMatchPairs(tx);
  await deleteShelterPairs(tx, desertionNos);
  for (const animal of await findShelterAnimals(tx, desertionNos)) {
    const pairs = await lostReportsForAnimal(tx, animal, { open: false });
    await insertPairs(
      tx,
      pairs.map(({ row, score }) => ({
        lostPostId: row.report.postId,
        foundPostId: null,
        desertionNo: animal.desertionNo,
        score,
      })),
    );
  }
}

/**
 * Stores the pairs of what was written, once for the whole site, before the write's answer
 * leaves (events are delivered first where they happen). Missed, the report's pairs are stored
 * on its list's first read, and the animals' by the consumer's sweep.
 */
export const petMatchPairs: OncePerSiteConsumer = {
  name: 'pet-match-pairs',
  kinds: ['post.created', 'post.edited', 'shelter.animals-added', 'shelter.animals-changed'],
  async handle(event, tx) {
    if (event.kind === 'shelter.animals-added' || event.kind === 'shelter.animals-changed') {
      await storeShelterPairs(tx, event.payload.desertionNos);
      return;
    }
    await storeReportPairs(tx, event.subjectId);
  },
};
