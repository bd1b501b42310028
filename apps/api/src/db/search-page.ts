import { count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * What a search reads: the rows of `table` within `scope` (a category, or all of them when
 * undefined) that satisfy `match`, in `order` (the columns of an index on the table, ending
 * with the id so that the order is total). `scopeSize` tells how many rows the scope holds,
 * from a kept counter.
 */
export type SearchSpec = {
  table: PgTable;
  id: AnyPgColumn;
  order: SQL[];
  scope: SQL | undefined;
  scopeSize: SQL<number>;
  match: SQL;
};

/** How many rows a search matches and how many its scope holds: what decides the plan. */
export type SearchCounts = { matches: number; rows: number };

/** A walk reads at most this many rows, whatever the estimate said. */
const MAX_WALK = 20_000;
/** The rows a walk may read per row it is expected to need, against an uneven spread. */
const WALK_MARGIN = 4;

/**
 * Counts the matches (from the search indexes, then the rows they point at) and reads the
 * scope's size, in one query. Costly for a frequent word (every match is visited): callers
 * keep the answer for a while.
 */
export async function countSearchMatches(db: Executor, spec: SearchSpec): Promise<SearchCounts> {
  const [row] = await db
    .select({ matches: count(), rows: spec.scopeSize })
    .from(spec.table)
    .where(spec.scope ? sql`${spec.scope} and ${spec.match}` : spec.match);
  return { matches: row?.matches ?? 0, rows: Number(row?.rows ?? 0) };
}

const where = (...conditions: Array<SQL | undefined>) => {
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length > 0 ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * One page of the rows matching a search, in the spec's order, reading about as many rows as
 * the page needs — never every match. `rowsOf` turns a subquery of the page's ids into the
 * rows (in the spec's order), so the usual case is one round trip:
 * - a frequent match (산책 in one post of five) walks the order's index from the top and
 *   keeps the rows that match: page 1 of five posts reads about 25 rows. The walk is bounded
 *   (a few times the expected length, at most MAX_WALK rows);
 * - a rare match, or a walk that ran out before filling the page, takes the matches from the
 *   search indexes (GIN on the grams, the author index) and sorts only those.
 * Both read the table through a derived table that carries the table's own name, so `match`
 * and `order`, written against the table's columns, apply to it unchanged.
 */
export async function findSearchPage<Row>(
  _db: Executor,
  spec: SearchSpec,
  page: { offset: number; size: number },
  counts: SearchCounts,
  rowsOf: (ids: SQL) => Promise<Row[]>,
): Promise<Row[]> {
  if (counts.matches === 0) return [];
  const needed = page.offset + page.size;
  const expectedWalk = Math.ceil((needed * counts.rows) / counts.matches);
  const walkBudget = Math.min(counts.rows, Math.max(200, expectedWalk * WALK_MARGIN));
  const order = sql.join(spec.order, sql`, `);
  const idsOf = (source: SQL) => sql`select ${spec.id} from (${source}) as ${spec.table}
    where ${spec.match} order by ${order} limit ${page.size} offset ${page.offset}`;

  if (walkBudget <= MAX_WALK) {
    const walked = await rowsOf(
      idsOf(
        sql`select * from ${spec.table} ${where(spec.scope)} order by ${order} limit ${walkBudget}`,
      ),
    );
    // A full page, or a walk that covered the whole scope, is the answer.
    if (walked.length === page.size || walkBudget >= counts.rows) return walked;
  }
  // OFFSET 0 keeps the planner from pulling the matches up into an ordered walk.
  return rowsOf(idsOf(sql`select * from ${spec.table} ${where(spec.scope, spec.match)} offset 0`));
}
