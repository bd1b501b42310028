import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { domainEvents } from './domain-events.ts';
import { users } from './users.ts';

/**
 * Which "once per site" consumer (events/once-per-site.ts) has handled which event: the row is
 * inserted in the consumer's own transaction, so whichever instance inserts it first does the
 * work, exactly once, and a rollback leaves the event to the next instance or sweep. Goes
 * with its event when events are purged.
 */
export const eventConsumptions = pgTable(
  'event_consumptions',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    consumer: text('consumer').notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ name: 'event_consumptions_pkey', columns: [t.eventId, t.consumer] })],
);

/**
 * A member's notification (issue 22, decision 030). Grouped kinds (likes, helpful marks) keep
 * one row per `group_key` (target and Seoul day) whose `actor_ids` grow, newest first.
 * `change_seq` is taken from one sequence at every change the member should hear of (created,
 * grown): the stream's event id, so a reconnect replays what changed after the last one seen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Which sentence of a kind without actors (moderation: `hidden`, sanction: `warning`, …). */
    variant: text('variant'),
    groupKey: text('group_key'),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The target's title when the entry was made: shown once the target is gone. */
    targetTitle: text('target_title').notNull(),
    link: text('link').notNull(),
    /** Where the entry leads once its post is deleted (the post's category). */
    linkWhenGone: text('link_when_gone').notNull(),
    excerpt: text('excerpt'),
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
    urgent: boolean('urgent').notNull().default(false),
    read: boolean('read').notNull().default(false),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('notification_changes_seq')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_seq_idx').on(t.recipientId, t.changeSeq),
    index('notifications_unread_idx').on(t.recipientId).where(sql`not ${t.read}`),
    uniqueIndex('notifications_group_idx')
      .on(t.recipientId, t.kind, t.groupKey)
      .where(sql`${t.groupKey} is not null`),
    index('notifications_updated_idx').on(t.updatedAt),
  ],
);

/** A member's choices; no row: every kind on, quiet hours off. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledKinds: text('disabled_kinds').array().notNull().default(sql`'{}'::text[]`),
  quietHours: boolean('quiet_hours').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
