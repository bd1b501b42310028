import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * `Idempotency-Key`s of create calls (http/idempotency.ts), one per member and key. A row
 * without `responseStatus` is an attempt still running; with it, the answer a retry replays.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Random per attempt: only the attempt that claimed the key may complete or release it. */
    attempt: text('attempt').notNull(),
    /** Hash of method, URL, media type and body; null while the first attempt runs. */
    fingerprint: text('fingerprint'),
    responseStatus: integer('response_status'),
    /** The serialized JSON answer, replayed byte for byte. */
    responseBody: text('response_body'),
    /** A running attempt's claim lapses soon (a crashed instance); an answer after 24 h. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
