import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { check, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every content table shares. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When its author last edited it (issue 22); null while never edited. */
export const editedAt = () => timestamp('edited_at', { withTimezone: true, mode: 'date' });

/**
 * A stored image: `path` and `thumbPath` are storage keys served under /uploads/;
 * `description` is the author's alternative text, null when they gave none.
 */
export const imageColumns = () => ({
  path: text('path').notNull(),
  thumbPath: text('thumb_path').notNull(),
  description: text('description'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** An image table's own checks: a description, when given, is 1 to the contract's limit long. */
export const imageChecks = (table: string, t: { description: PgColumn }) => [
  check(
    `${table}_description_check`,
    sql`char_length(${t.description}) between 1 and ${sql.raw(String(IMAGE_LIMITS.descriptionMaxLength))}`,
  ),
];

/** Kept counters, so that a list page is one indexed query (ARCHITECTURE: rules of the house). */
export const counter = (name: string) => integer(name).notNull().default(0);
