import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, editedAt, imageChecks, imageColumns, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const noticeCategories = pgTable('notice_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Notices in the category, kept by the triggers of migration 0004 (list totals). */
  noticeCount: counter('notice_count'),
});

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    likeCount: counter('like_count'),
    commentCount: counter('comment_count'),
    views: counter('views'),
    /** An event's first and last day (Seoul dates, migration 0008); null otherwise. */
    eventStartsOn: date('event_starts_on', { mode: 'string' }),
    eventEndsOn: date('event_ends_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notices_category_check', sql`${t.categoryId} between 1 and 3`),
    check(
      'notices_event_period_check',
      sql`(${t.eventStartsOn} is null) = (${t.eventEndsOn} is null)
        and (${t.eventStartsOn} is null or (${t.categoryId} = 3 and ${t.eventStartsOn} <= ${t.eventEndsOn}))`,
    ),
    index('notices_new_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notices_category_new_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notices_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notices_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const noticeImages = pgTable(
  'notice_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [
    index('notice_images_notice_idx').on(t.noticeId, t.position),
    ...imageChecks('notice_images', t),
  ],
);

export const noticeComments = pgTable(
  'notice_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /**
     * Withheld by moderation (reports pending review, a decision, a 임시조치): out of lists,
     * counters and search (migration 0011 keeps the counters; decision 026).
     */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    editedAt: editedAt(),
  },
  (t) => [
    index('notice_comments_notice_idx').on(t.noticeId, t.createdAt.desc().nullsFirst()),
    index('notice_comments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const noticeCommentImages = pgTable(
  'notice_comment_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => noticeComments.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [
    index('notice_comment_images_comment_idx').on(t.commentId, t.position),
    ...imageChecks('notice_comment_images', t),
  ],
);

export const noticeLikes = pgTable(
  'notice_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'notice_likes_pkey', columns: [t.userId, t.noticeId] }),
    index('notice_likes_notice_idx').on(t.noticeId),
  ],
);
