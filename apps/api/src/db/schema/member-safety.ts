import { SANCTION_TYPES } from '@daengnyang/contract/sanctions';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A sanction an administrator imposed on a member (issue 21, decision 027). Active while not
 * lifted and `until` is null (permanent) or later than now: expiry needs no job.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: SANCTION_TYPES }).notNull(),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true, mode: 'date' }),
    /** The report case the sanction came from, if any (moderation's cases). */
    caseId: integer('case_id'),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftedBy: integer('lifted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('sanctions_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The caller check on every signed-in call reads only restricting, unlifted sanctions.
    index('sanctions_restricting_idx')
      .on(t.userId)
      .where(sql`${t.liftedAt} is null and ${t.type} <> 'warning'`),
    check('sanctions_type_check', sql`${t.type} in ('warning', 'writeBan', 'suspension')`),
  ],
);

export const APPEAL_STATUSES = ['open', 'upheld', 'lifted'] as const;

/** A member's appeal of one sanction: at most one per sanction (the unique index decides). */
export const sanctionAppeals = pgTable(
  'sanction_appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sanctionId: integer('sanction_id')
      .notNull()
      .references(() => sanctions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sanction_appeals_sanction_key').on(t.sanctionId),
    index('sanction_appeals_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('sanction_appeals_status_check', sql`${t.status} in ('open', 'upheld', 'lifted')`),
  ],
);

/** Who blocked whom (차단): one row per pair; the blocker's reads mark the blocked's items. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocker_created_idx').on(t.blockerId, t.createdAt.desc(), t.blockedId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
