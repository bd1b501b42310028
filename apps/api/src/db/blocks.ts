import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { qualified } from './qualified.ts';
import { communityPosts } from './schema/community.ts';
import { userBlocks } from './schema/member-safety.ts';

/**
 * `blockedAuthor` as 1 or 0: whether the viewer (a prepared statement's placeholder) blocked
 * the item's author; an anonymous viewer (null) blocks nobody. One primary-key probe per row,
 * as `isLike` (db/likes.ts); like it, it is read only for signed-in callers, whose answers
 * never enter the shared response cache.
 */
export function blockedBy(viewerId: Placeholder | null, authorId: AnyPgColumn): SQL<number> {
  if (viewerId === null) return sql<number>`0`;
  return sql<number>`(exists (select 1 from ${userBlocks}
    where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${authorId}))::int`;
}

/**
 * Whether the member (the outer row's column, db/qualified.ts) blocked anyone, as one index-only
 * probe of the blocker's first entry: on a table with rows and statistics PostgreSQL takes
 * `user_blocks_blocker_created_idx` (blocker first) for it rather than the primary key. Read
 * with the caller's identity (kept per instance, decision 041), so reads that leave blocked
 * members out can take the shared path for the many who block nobody.
 */
export const blocksAnyoneOf = (userId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${qualified(userId)})`;

/**
 * Posts whose author the reader blocked are left out, like moderated ones. Written on the
 * post's id alone (an anti-join against the blocked authors' posts), so pet report lists and
 * their totals need not read every post: with no block it costs one probe of user_blocks.
 * `postId`: the post id's column in the statement (a report's, a match pair's candidate);
 * `readerId`: the reader's id, or a prepared statement's placeholder for it.
 */
export const notBlockedBy = (
  readerId: number | Placeholder | null,
  postId: AnyPgColumn,
): SQL | undefined =>
  readerId === null
    ? undefined
    : sql`not exists (select 1 from ${userBlocks}
        join ${communityPosts} blocked on blocked.user_id = ${userBlocks.blockedId}
        where ${userBlocks.blockerId} = ${readerId} and blocked.id = ${postId})`;

/** Whether any of `blockerIds` blocked `userId` (a reply to them is refused). */
export async function isBlockedByAny(
  db: Executor,
  blockerIds: number[],
  userId: number,
): Promise<boolean> {
  if (blockerIds.length === 0) return false;
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(inArray(userBlocks.blockerId, blockerIds), eq(userBlocks.blockedId, userId)))
    .limit(1);
  return row !== undefined;
}
