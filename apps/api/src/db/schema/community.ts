import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, editedAt, imageChecks, imageColumns, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const communityCategories = pgTable('community_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * Posts in the category (on row 1, 전체, in all of them): the list's `totalElements`
   * without a count. Kept by the triggers of migration 0004, in the writing transaction.
   */
  postCount: counter('post_count'),
});

export const communityPosts = pgTable(
  'community_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => communityCategories.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    likeCount: counter('like_count'),
    commentCount: counter('comment_count'),
    views: counter('views'),
    /**
     * Withheld by moderation (reports pending review, a decision, a 임시조치): out of lists,
     * counters and search (migration 0011 keeps the counters; decision 026).
     */
    hidden: boolean('hidden').notNull().default(false),
    /** Syllable unigrams and bigrams of title and content: finds 1–2 syllable words via GIN. */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    editedAt: editedAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('community_posts_category_check', sql`${t.categoryId} between 2 and 7`),
    index('community_posts_new_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('community_posts_category_new_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_popular_idx').on(
      t.likeCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_category_popular_idx').on(
      t.categoryId,
      t.likeCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_views_idx').on(
      t.views.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('community_posts_category_views_idx').on(
      t.categoryId,
      t.views.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('community_posts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('community_posts_search_grams_idx').using('gin', t.searchGrams),
    index('community_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('community_posts_content_trgm_idx').using('gin', t.content.op('gin_trgm_ops')),
  ],
);

/**
 * Posts per category (1 = all) and UTC day of `created_at`, kept by the same triggers: a deep
 * page of the newest-first list starts from the day that holds its first post, found by
 * summing days instead of walking every newer post.
 */
export const communityPostDays = pgTable(
  'community_post_days',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => communityCategories.id),
    day: date('day', { mode: 'string' }).notNull(),
    postCount: counter('post_count'),
  },
  (t) => [
    primaryKey({
      name: 'community_post_days_pkey',
      columns: [t.categoryId, t.day],
    }),
    /** Newest days first with their counts, read without visiting the table (index-only). */
    index('community_post_days_walk_idx').on(t.categoryId, t.day.desc().nullsFirst(), t.postCount),
  ],
);

export const communityPostImages = pgTable(
  'community_post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [
    index('community_post_images_post_idx').on(t.postId, t.position),
    ...imageChecks('community_post_images', t),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The top-level comment a reply belongs to; a reply to a reply joins the same thread. */
    parentCommentId: integer('parent_comment_id').references(
      (): AnyPgColumn => communityComments.id,
      { onDelete: 'cascade' },
    ),
    parentUserId: integer('parent_user_id').references(() => users.id),
    level: smallint('level').notNull().default(0),
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
    check('community_comments_level_check', sql`${t.level} in (0, 1)`),
    check('community_comments_reply_check', sql`(${t.level} = 0) = (${t.parentCommentId} is null)`),
    index('community_comments_post_idx').on(t.postId, t.createdAt),
    index('community_comments_parent_idx').on(t.parentCommentId),
    index('community_comments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'community_likes_pkey', columns: [t.userId, t.postId] }),
    index('community_likes_post_idx').on(t.postId),
  ],
);
