import { COMMUNITY_ALL_CATEGORY_ID, type CommunitySort } from '@daengnyang/contract/constants';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import { authorColumns } from '../../db/authors.ts';
import type { Executor } from '../../db/client.ts';
import { likedByCaller } from '../../db/likes.ts';
import {
  communityCategories,
  communityLikes,
  communityPostImages,
  communityPosts,
} from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredImage } from '../../images/pipeline.ts';

/** Category 1 means every category; the others filter. */
export const inCategory = (categoryId: number): SQL | undefined =>
  categoryId === COMMUNITY_ALL_CATEGORY_ID ? undefined : eq(communityPosts.categoryId, categoryId);

const postColumns = (caller: Caller) => ({
  communityId: communityPosts.id,
  categoryId: communityPosts.categoryId,
  categoryName: communityCategories.name,
  title: communityPosts.title,
  content: communityPosts.content,
  createdAt: communityPosts.createdAt,
  views: communityPosts.views,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  isLike: likedByCaller(
    caller,
    communityLikes,
    communityLikes.userId,
    communityLikes.postId,
    communityPosts.id,
  ),
  ...authorColumns,
});

/** Posts with their category name, author and the caller's like, in the wire's list shape. */
function selectPosts(db: Executor, caller: Caller) {
  return db
    .select(postColumns(caller))
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .innerJoin(users, eq(users.id, communityPosts.userId));
}

export type PostRow = Awaited<ReturnType<typeof findPostsByIds>>[number];

/** Newest first, or for `popular` most liked first, then newest; both served by an index. */
const ORDER: Record<CommunitySort, SQL[]> = {
  new: [desc(communityPosts.createdAt), desc(communityPosts.id)],
  popular: [
    desc(communityPosts.likeCount),
    desc(communityPosts.createdAt),
    desc(communityPosts.id),
  ],
};

/** One page of posts matching `where`, and how many match in all. */
export async function findPostPage(
  db: Executor,
  caller: Caller,
  options: { where: SQL | undefined; sort: CommunitySort; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const rows = await selectPosts(db, caller)
    .where(options.where)
    .orderBy(...ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(communityPosts).where(options.where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * One page of the ids of posts matching a search, newest first, and how many match. The
 * matches are computed once (a CTE used twice is materialised) and then sorted, so the cost
 * follows the number of matches: the planner never walks every post newest-first hoping to
 * meet a rare word soon, which took seconds on 100k posts.
 */
export async function findMatchingPostIds(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const matched = db
    .$with('matched')
    .as(
      db
        .select({ id: communityPosts.id, createdAt: communityPosts.createdAt })
        .from(communityPosts)
        .where(where),
    );
  const rows = await db
    .with(matched)
    .select({ id: matched.id, total: sql<number>`(select count(*)::int from ${matched})` })
    .from(matched)
    .orderBy(desc(matched.createdAt), desc(matched.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total;
  if (total !== undefined) return { ids: rows.map((row) => row.id), total: Number(total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // A page past the last one: the total still has to be told.
  const [counted] = await db.select({ total: count() }).from(communityPosts).where(where);
  return { ids: [], total: counted?.total ?? 0 };
}

/** Posts by id, in the order of `ids`. */
export async function findPostsInOrder(db: Executor, caller: Caller, ids: number[]) {
  const rows = await findPostsByIds(db, caller, ids);
  const byId = new Map(rows.map((row) => [row.communityId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findPostsByIds(db: Executor, caller: Caller, ids: number[]) {
  if (ids.length === 0) return [];
  return selectPosts(db, caller).where(inArray(communityPosts.id, ids));
}

export async function findPost(db: Executor, caller: Caller, id: number): Promise<PostRow | null> {
  const [row] = await findPostsByIds(db, caller, [id]);
  return row ?? null;
}

/** The id of the first post by `order` among those matching `where`, for the home page. */
export async function findTopPostId(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
): Promise<number | null> {
  const [row] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(where)
    .orderBy(...order)
    .limit(1);
  return row?.id ?? null;
}

/** What permission checks need of a post. */
export async function findPostOwner(
  db: Executor,
  id: number,
): Promise<{ id: number; userId: number; categoryId: number } | null> {
  const [row] = await db
    .select({
      id: communityPosts.id,
      userId: communityPosts.userId,
      categoryId: communityPosts.categoryId,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, id));
  return row ?? null;
}

/** The images of several posts in one query, in their upload order. */
export async function findPostImages(db: Executor, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: communityPostImages.postId,
      path: communityPostImages.path,
      thumbPath: communityPostImages.thumbPath,
    })
    .from(communityPostImages)
    .where(inArray(communityPostImages.postId, postIds))
    .orderBy(asc(communityPostImages.postId), asc(communityPostImages.position));
}

export async function insertPost(
  db: Executor,
  values: {
    categoryId: number;
    userId: number;
    title: string;
    content: string;
    searchGrams: string[];
  },
  images: StoredImage[],
): Promise<number> {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  if (!row) throw new Error('community post insert returned no row');
  if (images.length > 0) {
    await db
      .insert(communityPostImages)
      .values(images.map((image) => ({ postId: row.id, ...image })));
  }
  return row.id;
}

/** Counts one view of a post in the given category (1 = any); false when there is none. */
export async function incrementViews(
  db: Executor,
  id: number,
  categoryId: number,
): Promise<boolean> {
  const updated = await db
    .update(communityPosts)
    // A view is not an edit: updated_at keeps its value.
    .set({ views: sql`${communityPosts.views} + 1`, updatedAt: sql`${communityPosts.updatedAt}` })
    .where(and(eq(communityPosts.id, id), inCategory(categoryId)))
    .returning({ id: communityPosts.id });
  return updated.length > 0;
}

/**
 * Deletes posts (their comments, likes and image rows go with them) and answers the deleted
 * ids and the image files to remove once the transaction has committed.
 */
export async function deletePostRows(
  db: Executor,
  ids: number[],
): Promise<{ deletedIds: number[]; images: Array<{ path: string; thumbPath: string }> }> {
  const images = await db
    .delete(communityPostImages)
    .where(inArray(communityPostImages.postId, ids))
    .returning({ path: communityPostImages.path, thumbPath: communityPostImages.thumbPath });
  const deleted = await db
    .delete(communityPosts)
    .where(inArray(communityPosts.id, ids))
    .returning({ id: communityPosts.id });
  return { deletedIds: deleted.map((row) => row.id), images };
}
