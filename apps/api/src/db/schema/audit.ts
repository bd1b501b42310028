import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Every administrator change: who did what to which ids, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    /** e.g. `community.delete`, `food.create`, `user.delete`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetIds: integer('target_ids').array().notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
