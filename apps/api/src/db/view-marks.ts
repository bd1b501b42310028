import { SITE_TIME_ZONE } from '@daengnyang/contract/constants';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import type { ContentKind } from './content-kinds.ts';
import { viewMarks } from './schema/view-marks.ts';

/** A kind of content whose rows keep a `views` counter, e.g. community_posts.views. */
export type ViewedTable = ContentKind & { views: { kind: string; column: AnyPgColumn } };

/** The site's day: views are counted per calendar day in Seoul, as dates are shown. */
const today = sql`(now() at time zone ${SITE_TIME_ZONE})::date`;

/**
 * Counts a view of the row `id` (that also matches `where`) once per viewer and day, in one
 * statement: the mark is inserted unless there is one, and the counter rises only with a new
 * mark — so, however many calls race, `views` grows by exactly the number of marks. Answers
 * whether the row exists (a view of nothing is a 404, and leaves no mark).
 */
export async function countViewOnce(
  db: Executor,
  target: ViewedTable,
  id: number,
  where: SQL | undefined,
  viewerKey: string,
): Promise<boolean> {
  const { table } = target;
  const matches = and(eq(target.id, id), where);
  const views = sql.identifier(target.views.column.name);
  // Data-modifying CTEs run to completion whether or not the outer query reads them.
  const marked = db.$with('marked', { targetId: viewMarks.targetId }).as(sql`
    insert into ${viewMarks} (day, kind, target_id, viewer_key)
    select ${today}, ${target.views.kind}, ${target.id}, ${viewerKey} from ${table} where ${matches}
    on conflict do nothing
    returning target_id`);
  const counted = db.$with('counted', { id: target.id }).as(sql`
    update ${table} set ${views} = ${views} + 1
    where ${target.id} in (select target_id from marked)
    returning ${target.id}`);
  const found = await db.with(marked, counted).select({ id: target.id }).from(table).where(matches);
  return found.length > 0;
}

/** Marks deleted per statement: each stays short, whatever piled up while no sweep ran. */
const SWEEP_BATCH = 5000;

/**
 * Deletes the marks of days before yesterday (yesterday's stay, for instances whose clocks
 * disagree around midnight) and answers how many went.
 */
export async function sweepViewMarks(db: Executor): Promise<number> {
  let deleted = 0;
  while (true) {
    // ctid: the rows' own addresses, so a batch needs neither a key tuple nor a second lookup.
    const batch = await db
      .delete(viewMarks)
      .where(
        sql`ctid = any(array(select ctid from ${viewMarks}
          where ${viewMarks.day} < ${today} - 1 limit ${SWEEP_BATCH}))`,
      )
      .returning({ day: viewMarks.day });
    deleted += batch.length;
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}
