import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, imageColumns } from './columns.ts';

/** The content kinds (db/content-kinds.ts `MEMBER_CONTENT_KINDS`) whose versions are kept. */
export const REVISED_KINDS = ['post', 'comment', 'review', 'noticeComment'] as const;
export type RevisedKind = (typeof REVISED_KINDS)[number];

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every version of a member's item (issue 22, decision 029), numbered from 1 (as written); the
 * newest is what the item shows. Written on the first edit (the original becomes number 1), so
 * unedited items have none. No foreign key to the item (one table for every kind): a trigger
 * per item table deletes an item's revisions with it (migration 0013).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    kind: text('kind', { enum: REVISED_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    number: integer('number').notNull(),
    /** A post's category; null for the other kinds. */
    categoryId: integer('category_id'),
    title: text('title'),
    content: text('content').notNull(),
    /** An administrator withheld it (personal data); its author sees it without its text. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    /** Its last save: a quick fix folded into it moves this, not `createdAt`. */
    savedAt: moment('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'content_revisions_pkey', columns: [t.kind, t.itemId, t.number] }),
    check('content_revisions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * The images of a revision, in order. Their storage keys are the item's own (never copied):
 * while a row here names a key, the orphan sweep and the release of a removed image keep the
 * file (images/orphan-repository.ts).
 */
export const contentRevisionImages = pgTable(
  'content_revision_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: REVISED_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    number: integer('number').notNull(),
    ...imageColumns(),
  },
  (t) => [
    foreignKey({
      name: 'content_revision_images_revision_fk',
      columns: [t.kind, t.itemId, t.number],
      foreignColumns: [contentRevisions.kind, contentRevisions.itemId, contentRevisions.number],
    }).onDelete('cascade'),
    index('content_revision_images_revision_idx').on(t.kind, t.itemId, t.number, t.position),
    index('content_revision_images_path_idx').on(t.path),
    index('content_revision_images_thumb_idx').on(t.thumbPath),
  ],
);
