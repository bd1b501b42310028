import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorColumns } from '../../db/authors.ts';
import { blockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { communityComments, communityPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { type Reader, viewerId, viewerOf, viewerValues } from '../../db/viewer.ts';

const parentUsers = alias(users, 'parent_users');

/**
 * Every comment of a post with its author, the user it replies to and whether the reader
 * blocked its author, oldest first.
 */
export async function findComments(db: Database, reader: Reader, postId: number) {
  const viewer = viewerOf(reader);
  const statement = prepared(db, `community_comments_of_post_${viewer}`, (name) =>
    db
      .select({
        id: communityComments.id,
        postId: communityComments.postId,
        parentCommentId: communityComments.parentCommentId,
        parentUserId: communityComments.parentUserId,
        parentUserName: parentUsers.name,
        parentUserWithdrawnAt: parentUsers.withdrawnAt,
        level: communityComments.level,
        content: communityComments.content,
        hidden: communityComments.hidden,
        createdAt: communityComments.createdAt,
        editedAt: communityComments.editedAt,
        blockedAuthor: blockedBy(viewerId(viewer), communityComments.userId),
        ...authorColumns,
      })
      .from(communityComments)
      .innerJoin(users, eq(users.id, communityComments.userId))
      .leftJoin(parentUsers, eq(parentUsers.id, communityComments.parentUserId))
      .where(eq(communityComments.postId, sql.placeholder('postId')))
      .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
      .prepare(name),
  );
  return statement.execute({ postId, ...viewerValues(reader) });
}
export type CommentRow = Awaited<ReturnType<typeof findComments>>[number];

/** What replies and permission checks need of a comment. */
export async function findCommentRef(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      userId: communityComments.userId,
      parentCommentId: communityComments.parentCommentId,
    })
    .from(communityComments)
    .where(eq(communityComments.id, id));
  return row ?? null;
}

/** Whether anyone replied in the thread of a top-level comment after `since`. */
export async function hasRepliesSince(db: Executor, commentId: number, since: Date) {
  const [row] = await db
    .select({ id: communityComments.id })
    .from(communityComments)
    .where(
      and(eq(communityComments.parentCommentId, commentId), gt(communityComments.createdAt, since)),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether `userId` wrote the thread's top-level comment or one of its replies. */
export async function isThreadAuthor(
  db: Executor,
  threadId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: communityComments.id })
    .from(communityComments)
    .where(
      and(
        or(eq(communityComments.id, threadId), eq(communityComments.parentCommentId, threadId)),
        eq(communityComments.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Keeps `comment_count` (replies included) in step with the rows; not an edit of the post. */
async function adjustCommentCount(db: Executor, postId: number, change: number): Promise<void> {
  await db
    .update(communityPosts)
    .set({
      commentCount: sql`${communityPosts.commentCount} + ${change}`,
      updatedAt: sql`${communityPosts.updatedAt}`,
    })
    .where(eq(communityPosts.id, postId));
}

export async function insertComment(
  db: Executor,
  values: {
    postId: number;
    userId: number;
    content: string;
    level: number;
    parentCommentId: number | null;
    parentUserId: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(communityComments)
    .values(values)
    .returning({ id: communityComments.id });
  if (!row) throw new Error('community comment insert returned no row');
  await adjustCommentCount(db, values.postId, 1);
  return row.id;
}

/** Deletes a comment and its replies in one statement and lowers the post's count by the shown ones. */
export async function deleteCommentThread(
  db: Executor,
  id: number,
): Promise<{ deletedIds: number[]; postId: number } | null> {
  const deleted = await db
    .delete(communityComments)
    .where(or(eq(communityComments.id, id), eq(communityComments.parentCommentId, id)))
    .returning({
      id: communityComments.id,
      postId: communityComments.postId,
      hidden: communityComments.hidden,
    });
  const postId = deleted[0]?.postId;
  if (postId === undefined) return null;
  // Hidden comments already left the count (migration 0011).
  const shown = deleted.filter((row) => !row.hidden).length;
  if (shown > 0) await adjustCommentCount(db, postId, -shown);
  return { deletedIds: deleted.map((row) => row.id), postId };
}
