import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The outbox: one row per domain event, written in the transaction of the change it tells
 * (events/domain-events.ts). `id` orders them; subscribers that missed some replay by it.
 * No foreign keys: an event outlives what it is about (a deleted post, a withdrawn member).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `post.created`, `member.renamed`, … (events/kinds.ts). */
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The member who made the change; null for the system. */
    actorId: integer('actor_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_created_at_idx').on(t.createdAt)],
);

/**
 * Leases of the jobs one instance at a time runs (shared-state/leases.ts): who holds each,
 * and until when. A holder that stops renewing loses it when it lapses.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
