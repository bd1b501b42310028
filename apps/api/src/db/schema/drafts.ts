import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's server draft of the post form (issue 22), one per key (`post-new`,
 * `post-{id}`). `sequence` rises with every save; a save naming an older one is refused
 * (two tabs or devices). Untouched for 30 days → deleted by the maintenance purge.
 */
export const drafts = pgTable(
  'drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sequence: integer('sequence').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'drafts_pkey', columns: [t.userId, t.key] }),
    index('drafts_updated_idx').on(t.updatedAt),
  ],
);
