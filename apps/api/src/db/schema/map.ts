import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const mapCategories = pgTable('map_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mapCategories.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phoneNumber: text('phone_number'),
    operationTime: text('operation_time'),
    breakTime: text('break_time'),
    /** Open around the clock. */
    fullTime: boolean('full_time').notNull().default(false),
    content: text('content'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('places_lat_check', sql`${t.lat} between -90 and 90`),
    check('places_lng_check', sql`${t.lng} between -180 and 180`),
    /**
     * A category's places nearest first: the category is filtered inside the spatial index
     * (btree_gist), which also answers `earth_box(…) @>` and walks `<->` nearest first, so a
     * call reads about as many places as it returns.
     */
    index('places_category_earth_idx').using(
      'gist',
      t.categoryId,
      sql`ll_to_earth(${t.lat}, ${t.lng})`,
    ),
  ],
);
