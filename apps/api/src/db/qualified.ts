import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name, for a subquery that names the outer row: drizzle
 * writes the columns of a select from one table bare, and a bare `id` inside a subquery would
 * name the subquery's own table's column.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
