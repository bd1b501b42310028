import { count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { prepared } from './prepared.ts';

/**
 * What a search reads: the rows of `table` within `scope` (a category, or all of them when
 * undefined) that satisfy `match`, in `order` (the columns of an index on the table, ending
 * with the id so that the order is total). `scopeSize` tells how many rows the scope holds,
 * from a kept counter. `match` and `scope` take their values from placeholders filled from
 * `values`; `name` tells statements of different text apart, or is null when the search has
 * too many words to be worth a prepared statement of its own.
 */
export type SearchSpec = {
  name: string | null;
  table: PgTable;
  id: AnyPgColumn;
  order: SQL[];
  scope: SQL | undefined;
  scopeSize: SQL<number>;
  match: SQL;
  /** `match` as the walk checks it row by row, when that is better written otherwise. */
  walkMatch?: SQL;
  values: Record<string, unknown>;
};

/** How many rows a search matches and how many its scope holds: what decides the plan. */
export type SearchCounts = { matches: number; rows: number };

/** A drizzle query that can run once with values or be prepared under a name. */
type Runnable<Row> = {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<Row[]> };
};

/** Searches with more words than this run unprepared: their shapes are too many to keep. */
export const MAX_PREPARED_WORDS = 3;

/** A walk reads at most this many rows, whatever the estimate said. */
const MAX_WALK = 16_384;
/** The rows a walk may read per row it is expected to need, against an uneven spread. */
const WALK_MARGIN = 4;
const MIN_WALK = 256;

function run<Row>(
  db: Database,
  name: string | null,
  query: () => Runnable<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  if (name === null) return query().execute(values);
  return prepared(db, name, (statementName) => query().prepare(statementName)).execute(values);
}

const where = (...conditions: Array<SQL | undefined>) => {
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length > 0 ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/**
 * Counts the matches (from the search indexes, then the rows they point at) and reads the
 * scope's size, in one query. Costly for a frequent word (every match is visited): callers
 * keep the answer for a while.
 */
export async function countSearchMatches(db: Database, spec: SearchSpec): Promise<SearchCounts> {
  const [row] = await run(
    db,
    spec.name && `${spec.name}_count`,
    () =>
      db
        .select({ matches: count(), rows: spec.scopeSize })
        .from(spec.table)
        .where(spec.scope ? sql`${spec.scope} and ${spec.match}` : spec.match),
    spec.values,
  );
  return { matches: row?.matches ?? 0, rows: Number(row?.rows ?? 0) };
}

/**
 * The rows of a page, read by the caller's query from a subquery of the page's ids (in the
 * spec's order); `name` tells its shape (columns, viewer) apart.
 */
export type SearchRows<Row> = {
  name: string;
  query: (ids: SQL) => Runnable<Row>;
  values: Record<string, unknown>;
};

/**
 * One page of the rows matching a search, in the spec's order, reading about as many rows as
 * the page needs — never every match — usually in one round trip:
 * - a frequent match (산책 in one post of five) walks the order's index from the top and
 *   keeps the rows that match: page 1 of five posts reads about 25 rows. The walk is bounded
 *   (a few times the expected length, rounded up to a power of two so that few statements
 *   are prepared, at most MAX_WALK rows);
 * - a rare match, or a walk that ran out before filling the page, takes the matches from the
 *   search indexes (GIN on the grams, the author index) and sorts only those.
 * Both read the table through a derived table that carries the table's own name, so `match`
 * and `order`, written against the table's columns, apply to it unchanged. The page size is
 * part of the statement, the offset a placeholder.
 */
export async function findSearchPage<Row>(
  db: Database,
  spec: SearchSpec,
  page: { offset: number; size: number },
  counts: SearchCounts,
  rows: SearchRows<Row>,
): Promise<Row[]> {
  if (counts.matches === 0) return [];
  const needed = page.offset + page.size;
  const expectedWalk = Math.ceil((needed * counts.rows) / counts.matches) * WALK_MARGIN;
  const walkBudget = 2 ** Math.ceil(Math.log2(Math.max(MIN_WALK, expectedWalk)));
  const order = sql.join(spec.order, sql`, `);
  const size = sql.raw(String(page.size));
  const idsOf = (source: SQL, match: SQL) => sql`select ${spec.id} from (${source}) as ${spec.table}
    where ${match} order by ${order} limit ${size} offset ${sql.placeholder('offset')}`;
  const values = { ...spec.values, ...rows.values, offset: page.offset };
  const named = (plan: string) => spec.name && `${spec.name}_${plan}_${page.size}_${rows.name}`;

  if (walkBudget <= MAX_WALK) {
    const budget = sql.raw(String(walkBudget));
    const walked = await run(
      db,
      named(`walk${walkBudget}`),
      () =>
        rows.query(
          idsOf(
            sql`select * from ${spec.table} ${where(spec.scope)} order by ${order} limit ${budget}`,
            spec.walkMatch ?? spec.match,
          ),
        ),
      values,
    );
    // A full page, or a walk that covered the whole scope, is the answer.
    if (walked.length === page.size || walkBudget >= counts.rows) return walked;
  }
  // OFFSET 0 keeps the planner from pulling the matches up into an ordered walk.
  return run(
    db,
    named('matches'),
    () =>
      rows.query(
        idsOf(
          sql`select * from ${spec.table} ${where(spec.scope, spec.match)} offset 0`,
          spec.match,
        ),
      ),
    values,
  );
}
