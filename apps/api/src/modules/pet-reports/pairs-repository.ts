import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, unionAll } from 'drizzle-orm/pg-core';
import { notBlockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { communityPosts } from '../../db/schema/community.ts';
import {
  petMatchDismissals,
  petMatchPairs,
  petReports,
  shelterAnimals,
} from '../../db/schema/pet-reports.ts';
import { users } from '../../db/schema/users.ts';
import {
  inCare,
  type ReportRow,
  reportRowColumns,
  type ShelterRow,
  shelterColumns,
} from './repository.ts';

/** A pair as stored: a lost report and either a report (`foundPostId`) or a shelter animal. */
export type PairRow = {
  lostPostId: number;
  foundPostId: number | null;
  desertionNo: string | null;
  score: number;
};

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
/** The paired report is still searching and shown. */
const searching = (postId: AnyPgColumn) =>
  sql`exists (select 1 from ${petReports} candidate where ${candidate.postId} = ${postId}
    and ${candidate.active} and not ${candidate.postHidden})`;
/** The paired animal is still in the shelter's care. */
const stillInCare = (desertionNo: AnyPgColumn) =>
  sql`exists (select 1 from ${shelterAnimals} where ${shelterAnimals.desertionNo} = ${desertionNo}
    and ${inCare})`;
const dismissed = (type: 'post' | 'shelter', id: SQL) =>
  sql`not exists (select 1 from ${petMatchDismissals}
    where ${petMatchDismissals.postId} = ${subjectId}
      and ${petMatchDismissals.candidateType} = ${type}
      and ${petMatchDismissals.candidateId} = ${id})`;

/**
 * The best candidates of a report as its list shows them (decision 042): reports still
 * searching and shown, whose authors the reader did not block, and animals still in the
 * shelter's care, less the ones the report's author dismissed; ranked 1, 2, … best first.
 *
 * Either side of the report's pairs, as the union of both: a report is one side of all its
 * stored pairs (a lost report is `lost_post_id`, a sighting or a sheltering one
 * `found_post_id`), so its kind need not be read first and the list is read in one round with
 * the report (decision 045). Each branch walks its side's index in the list's order and stops
 * at `limit` (migration 0020). Drizzle names a subquery's columns bare in the statement around
 * it, so each has a name no table has.
 */
function keptPairs(db: Database, reader: Placeholder | null, limit: number) {
  const lostSide = db
    .select({
      postId: sql<number | null>`${petMatchPairs.foundPostId}`.as('paired_post_id'),
      desertionNo: sql<string | null>`${petMatchPairs.desertionNo}`.as('paired_desertion_no'),
      score: sql<number>`${petMatchPairs.score}`.as('paired_score'),
    })
    .from(petMatchPairs)
    .where(
      and(
        eq(petMatchPairs.lostPostId, subjectId),
        or(
          and(
            isNotNull(petMatchPairs.foundPostId),
            searching(petMatchPairs.foundPostId),
            notBlockedBy(reader, petMatchPairs.foundPostId),
            dismissed('post', sql`${petMatchPairs.foundPostId}::text`),
          ),
          and(
            isNotNull(petMatchPairs.desertionNo),
            stillInCare(petMatchPairs.desertionNo),
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
    .limit(limit);
  const foundSide = db
    .select({
      postId: sql<number | null>`${petMatchPairs.lostPostId}`.as('paired_post_id'),
      desertionNo: sql<string | null>`null::text`.as('paired_desertion_no'),
      score: sql<number>`${petMatchPairs.score}`.as('paired_score'),
    })
    .from(petMatchPairs)
    .where(
      and(
        eq(petMatchPairs.foundPostId, subjectId),
        searching(petMatchPairs.lostPostId),
        notBlockedBy(reader, petMatchPairs.lostPostId),
        dismissed('post', sql`${petMatchPairs.lostPostId}::text`),
      ),
    )
    .orderBy(desc(petMatchPairs.score), desc(petMatchPairs.lostPostId))
    .limit(limit);
  const paired = unionAll(lostSide, foundSide)
    .orderBy(sql`paired_score desc`, sql`paired_post_id desc`, sql`paired_desertion_no desc`)
    .limit(limit)
    .as('paired');
  return db
    .select({
      postId: sql<number | null>`${paired.postId}`.as('kept_post_id'),
      desertionNo: sql<string | null>`${paired.desertionNo}`.as('kept_desertion_no'),
      rank: sql<number>`(row_number() over (order by ${paired.score} desc,
        ${paired.postId} desc, ${paired.desertionNo} desc))::int`.as('kept_rank'),
    })
    .from(paired)
    .as('kept');
}

/** The cards of a report's best candidates, each with its rank (1 is the best). */
export type PairedCards = {
  reports: (ReportRow & { rank: number })[];
  animals: (ShelterRow & { rank: number })[];
};

/**
 * The cards of the candidates a report's list shows (`keptPairs`): the reports' with no
 * distance (the caller measures it from the report's published point), and the animals still
 * in the shelter's care. A candidate gone since its pair was stored is not there. Two
 * statements, run together, planned once per connection (db/prepared.ts).
 */
export async function readPairedCards(
  db: Database,
  search: { postId: number; readerId: number | null; limit: number },
): Promise<PairedCards> {
  const { postId, readerId, limit } = search;
  const reader = readerId === null ? null : sql.placeholder('readerId');
  const values = { postId, ...(readerId === null ? {} : { readerId }) };
  // The size is part of the statement (one is used: the list's); values travel as placeholders.
  const variant = `${readerId === null ? 'anyone' : 'reader'}_${limit}`;
  const reportCards = prepared(db, `pet_report_paired_reports_${variant}`, (name) => {
    const kept = keptPairs(db, reader, limit);
    return db
      .select({ ...reportRowColumns(null), rank: kept.rank })
      .from(kept)
      .innerJoin(petReports, eq(petReports.postId, kept.postId))
      .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId))
      .innerJoin(users, eq(users.id, communityPosts.userId))
      .prepare(name);
  });
  const animalCards = prepared(db, `pet_report_paired_animals_${variant}`, (name) => {
    const kept = keptPairs(db, reader, limit);
    return db
      .select({ ...shelterColumns, rank: kept.rank })
      .from(kept)
      .innerJoin(shelterAnimals, eq(shelterAnimals.desertionNo, kept.desertionNo))
      .where(inCare)
      .prepare(name);
  });
  const [reports, animals] = await Promise.all([
    reportCards.execute(values),
    animalCards.execute(values),
  ]);
  return { reports, animals };
}
