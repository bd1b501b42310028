import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import type { LikeTarget } from './content-kinds.ts';

const column = (target: AnyPgColumn) => sql.identifier(target.name);

/**
 * Like or unlike in one statement: the row and the kept counter change together, and a like
 * twice (or an unlike without a like) changes nothing. Answers whether it changed anything.
 */
export async function setLike(
  db: Executor,
  target: LikeTarget,
  userId: number,
  targetId: number,
  liked: boolean,
): Promise<boolean> {
  const { likes, userColumn, targetColumn, counted, countedId, counter } = target;
  const change = liked
    ? sql`insert into ${likes} (${column(userColumn)}, ${column(targetColumn)})
          values (${userId}, ${targetId}) on conflict do nothing returning 1`
    : sql`delete from ${likes} where ${userColumn} = ${userId} and ${targetColumn} = ${targetId}
          returning 1`;
  const result = await db.execute(sql`
    with changed as (${change})
    update ${counted} set ${column(counter)} = ${column(counter)} ${liked ? sql`+` : sql`-`}
      (select count(*)::int from changed)
    where ${countedId} = ${targetId}
    returning (select count(*)::int from changed) as changed`);
  // Both drivers (pg, PGlite) answer a raw statement's rows in `rows`.
  const { rows } = result as unknown as { rows: Array<{ changed: unknown }> };
  return rows.some((row) => Number(row.changed) > 0);
}

/**
 * `isLike` as 1 or 0 for a user given as a value or as a prepared statement's placeholder;
 * null (anonymous) → 0.
 */
export function likedBy(
  userId: number | Placeholder | null,
  likes: PgTable,
  userColumn: AnyPgColumn,
  targetColumn: AnyPgColumn,
  targetId: AnyPgColumn | SQL,
): SQL<number> {
  if (userId === null) return sql<number>`0`;
  return sql<number>`(exists (select 1 from ${likes}
    where ${userColumn} = ${userId} and ${targetColumn} = ${targetId}))::int`;
}
