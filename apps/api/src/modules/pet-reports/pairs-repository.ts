import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notBlockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  petMatchDismissals,
  petMatchPairs,
  petReports,
  shelterAnimals,
} from '../../db/schema/pet-reports.ts';
import { inCare } from './repository.ts';

/** A pair as stored: a lost report and either a report (`foundPostId`) or a shelter animal. */
export type PairRow = {
  lostPostId: number;
  foundPostId: number | null;
  desertionNo: string | null;
  score: number;
};

/** A candidate of a report's list, as read from its pairs, best first. */
export type PairedCandidate =
  | { type: 'post'; postId: number }
  | { type: 'shelter'; desertionNo: string };

/**
 * One lock for every writer of pairs (a report's write, a shelter sync batch, a list's first
 * read), taken before any of them writes or locks a row: pairs are written from both of
 * their sides, and two writers each deleting and inserting a side's rows could otherwise
 * wait on each other. Writers are rare (reports of category 6, an hourly sync).
 */
const PAIRS_LOCK = 4_207_023;

export async function lockMatchPairs(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAIRS_LOCK})`);
}

/**
 * Marks the pairs stored from the report's `revision`: an edit that committed meanwhile raised
 * it, and leaves them to be stored again.
 */
export async function markPairsCurrent(
  tx: Executor,
  postId: number,
  revision: number,
): Promise<void> {
  await tx
    .update(petReports)
    .set({ pairsCurrent: true })
    .where(and(eq(petReports.postId, postId), eq(petReports.revision, revision)));
}

/** Every pair the report is a side of. */
export async function deleteReportPairs(tx: Executor, postId: number): Promise<void> {
  await tx
    .delete(petMatchPairs)
    .where(or(eq(petMatchPairs.lostPostId, postId), eq(petMatchPairs.foundPostId, postId)));
}

export async function deleteShelterPairs(tx: Executor, desertionNos: string[]): Promise<void> {
  if (desertionNos.length === 0) return;
  await tx.delete(petMatchPairs).where(inArray(petMatchPairs.desertionNo, desertionNos));
}

/** Stores pairs whose rows were deleted first, under the lock (no conflict can arise). */
export async function insertPairs(tx: Executor, rows: PairRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(petMatchPairs).values(rows);
}

const candidate = alias(petReports, 'candidate');
const subjectId = sql.placeholder('postId');
const dismissed = (type: 'post' | 'shelter', id: SQL) =>
  sql`not exists (select 1 from ${petMatchDismissals}
    where ${petMatchDismissals.postId} = ${subjectId}
      and ${petMatchDismissals.candidateType} = ${type}
      and ${petMatchDismissals.candidateId} = ${id})`;

/**
 * The best candidates of a report as its list shows them (decision 042): reports still
 * searching and shown, whose authors the reader did not block, and animals still in the
 * shelter's care, less the ones the report's author dismissed. `lost`: the report's side.
 * Read for every list built, as statements planned once per connection (db/prepared.ts).
 */
export async function findPairedCandidates(
  db: Database,
  search: { postId: number; lost: boolean; readerId: number | null; limit: number },
): Promise<PairedCandidate[]> {
  const { postId, readerId, limit } = search;
  const reader = readerId === null ? null : sql.placeholder('readerId');
  const values = { postId, ...(readerId === null ? {} : { readerId }) };
  // The size is part of the statement (one is used: the list's); values travel as placeholders.
  const variant = `${readerId === null ? 'anyone' : 'reader'}_${limit}`;
  if (!search.lost) {
    const statement = prepared(db, `pet_report_pairs_found_${variant}`, (name) =>
      db
        .select({ postId: petMatchPairs.lostPostId })
        .from(petMatchPairs)
        .innerJoin(candidate, eq(candidate.postId, petMatchPairs.lostPostId))
        .where(
          and(
            eq(petMatchPairs.foundPostId, subjectId),
            eq(candidate.active, true),
            eq(candidate.postHidden, false),
            notBlockedBy(reader, petMatchPairs.lostPostId),
            dismissed('post', sql`${petMatchPairs.lostPostId}::text`),
          ),
        )
        .orderBy(desc(petMatchPairs.score), desc(petMatchPairs.lostPostId))
        .limit(limit)
        .prepare(name),
    );
    const rows = await statement.execute(values);
    return rows.map((row) => ({ type: 'post', postId: row.postId }));
  }
  const statement = prepared(db, `pet_report_pairs_lost_${variant}`, (name) =>
    db
      .select({ postId: petMatchPairs.foundPostId, desertionNo: petMatchPairs.desertionNo })
      .from(petMatchPairs)
      .leftJoin(candidate, eq(candidate.postId, petMatchPairs.foundPostId))
      .leftJoin(shelterAnimals, eq(shelterAnimals.desertionNo, petMatchPairs.desertionNo))
      .where(
        and(
          eq(petMatchPairs.lostPostId, subjectId),
          or(
            and(
              isNotNull(petMatchPairs.foundPostId),
              eq(candidate.active, true),
              eq(candidate.postHidden, false),
              notBlockedBy(reader, petMatchPairs.foundPostId),
              dismissed('post', sql`${petMatchPairs.foundPostId}::text`),
            ),
            and(
              isNotNull(petMatchPairs.desertionNo),
              inCare,
              dismissed('shelter', sql`${petMatchPairs.desertionNo}`),
            ),
          ),
        ),
      )
      .orderBy(
        desc(petMatchPairs.score),
        desc(petMatchPairs.foundPostId),
        desc(petMatchPairs.desertionNo),
      )
      .limit(limit)
      .prepare(name),
  );
  const rows = await statement.execute(values);
  return rows.flatMap((row): PairedCandidate[] => {
    if (row.postId !== null) return [{ type: 'post', postId: row.postId }];
    return row.desertionNo === null ? [] : [{ type: 'shelter', desertionNo: row.desertionNo }];
  });
}
