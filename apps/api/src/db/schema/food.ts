import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { counter, createdAt, editedAt, imageChecks, imageColumns, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const foodCategories = pgTable('food_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Foods in the category, kept by the triggers of migration 0004 (list totals). */
  foodCount: counter('food_count'),
});

export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => foodCategories.id),
    /** The administrator who registered the food. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Won, whole numbers. */
    price: integer('price').notNull(),
    /** The external purchase URL. */
    foodAddress: text('food_address').notNull(),
    likeCount: counter('like_count'),
    commentCount: counter('comment_count'),
    /** Syllable unigrams and bigrams of title, content and category name (see community). */
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('foods_category_check', sql`${t.categoryId} in (1, 2)`),
    check('foods_price_check', sql`${t.price} > 0`),
    index('foods_rank_idx').on(
      t.likeCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('foods_price_asc_idx').on(t.price.asc(), t.id.desc().nullsFirst()),
    index('foods_price_desc_idx').on(t.price.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('foods_new_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('foods_category_idx').on(t.categoryId, t.likeCount.desc().nullsFirst()),
    /** The principal's post count and an author's foods: without it every call scanned foods. */
    index('foods_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('foods_search_grams_idx').using('gin', t.searchGrams),
    index('foods_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('foods_content_trgm_idx').using('gin', t.content.op('gin_trgm_ops')),
  ],
);

export const foodImages = pgTable(
  'food_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [index('food_images_food_idx').on(t.foodId, t.position), ...imageChecks('food_images', t)],
);

export const foodReviews = pgTable(
  'food_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** "Helpful" marks. */
    likeCount: counter('like_count'),
    createdAt: createdAt(),
    editedAt: editedAt(),
    /**
     * Withheld by moderation (reports pending review, a decision, a 임시조치): out of lists,
     * counters and search (migration 0011 keeps the counters; decision 026).
     */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('food_reviews_food_idx').on(
      t.foodId,
      t.likeCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('food_reviews_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const foodReviewImages = pgTable(
  'food_review_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => foodReviews.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [
    index('food_review_images_review_idx').on(t.reviewId, t.position),
    ...imageChecks('food_review_images', t),
  ],
);

export const foodReviewLikes = pgTable(
  'food_review_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => foodReviews.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'food_review_likes_pkey', columns: [t.userId, t.reviewId] }),
    index('food_review_likes_review_idx').on(t.reviewId),
  ],
);

export const foodLikes = pgTable(
  'food_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'food_likes_pkey', columns: [t.userId, t.foodId] }),
    index('food_likes_food_idx').on(t.foodId),
    index('food_likes_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
