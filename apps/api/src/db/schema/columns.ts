import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every content table shares. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A stored image: `path` and `thumbPath` are storage keys served under /uploads/. */
export const imageColumns = () => ({
  path: text('path').notNull(),
  thumbPath: text('thumb_path').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** Kept counters, so that a list page is one indexed query (ARCHITECTURE: rules of the house). */
export const counter = (name: string) => integer(name).notNull().default(0);
