import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { VIEWED_KINDS } from '../content-kinds.ts';

/**
 * One row per viewer, item and day (Asia/Seoul): a view is counted on the item's `views` only
 * when its mark is new. `viewerKey` is `member:<id>`, or for a visitor a keyed hash of address
 * and user agent (never the address itself). No foreign key: a mark outlives a deleted item by
 * at most the two days the sweeper keeps it, and deletes pay nothing for marks. The key leads
 * with the day, so the sweeper walks it instead of the table.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    day: date('day').notNull(),
    kind: text('kind', { enum: VIEWED_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'view_marks_pkey', columns: [t.day, t.kind, t.targetId, t.viewerKey] }),
    check(
      'view_marks_kind_check',
      sql`${t.kind} in (${sql.raw(VIEWED_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);
