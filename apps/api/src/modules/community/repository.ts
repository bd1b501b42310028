import {
  COMMUNITY_ALL_CATEGORY_ID,
  COMMUNITY_FOSTER_CATEGORY_ID,
  COMMUNITY_MISSING_CATEGORY_ID,
  type CommunitySort,
} from '@daengnyang/contract/constants';
import { and, desc, eq, gt, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import { blockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import { imageListColumn } from '../../db/image-list.ts';
import { likedBy } from '../../db/likes.ts';
import { prepared } from '../../db/prepared.ts';
import { deleteRevisionImages } from '../../db/revisions.ts';
import {
  communityCategories,
  communityComments,
  communityLikes,
  communityPostDays,
  communityPostImages,
  communityPosts,
} from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { countViewOnce } from '../../db/view-marks.ts';
import { type Reader, type Viewer, viewerId, viewerOf, viewerValues } from '../../db/viewer.ts';
import type { PageRequest } from '../../http/paging.ts';
import { offsetOf } from '../../http/paging.ts';
import type { StoredImage } from '../../images/pipeline.ts';

/** Posts moderation has not withheld: what lists, picks and search show. */
export const shownPosts = sql`not ${communityPosts.hidden}`;

/** Category 1 means every category; the others filter. */
export const inCategory = (categoryId: number): SQL | undefined =>
  categoryId === COMMUNITY_ALL_CATEGORY_ID ? undefined : eq(communityPosts.categoryId, categoryId);

const postColumns = (viewer: Viewer) => ({
  communityId: communityPosts.id,
  categoryId: communityPosts.categoryId,
  categoryName: communityCategories.name,
  title: communityPosts.title,
  content: communityPosts.content,
  createdAt: communityPosts.createdAt,
  editedAt: communityPosts.editedAt,
  views: communityPosts.views,
  likeCount: communityPosts.likeCount,
  commentCount: communityPosts.commentCount,
  hidden: communityPosts.hidden,
  isLike: likedBy(
    viewerId(viewer),
    communityLikes,
    communityLikes.userId,
    communityLikes.postId,
    communityPosts.id,
  ),
  images: imageListColumn(communityPostImages, communityPostImages.postId, communityPosts.id),
  blockedAuthor: blockedBy(viewerId(viewer), communityPosts.userId),
  ...authorColumns,
});

/**
 * Posts in the wire's list shape: category name, author, the reader's like and the images
 * (a JSON column), all in one query.
 */
export function selectPosts(db: Executor, viewer: Viewer) {
  return db
    .select(postColumns(viewer))
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .innerJoin(users, eq(users.id, communityPosts.userId));
}

export type PostRow = Awaited<ReturnType<typeof findPostsByIds>>[number];

/** Newest first, or for `popular` most liked first, then newest; both served by an index. */
export const ORDER: Record<CommunitySort, SQL[]> = {
  new: [desc(communityPosts.createdAt), desc(communityPosts.id)],
  popular: [
    desc(communityPosts.likeCount),
    desc(communityPosts.createdAt),
    desc(communityPosts.id),
  ],
};

/** How many posts a category holds (1 = all), from the counter its writes keep. */
export const keptPostCount = (categoryId: number | Placeholder) =>
  sql<number>`(select ${communityCategories.postCount} from ${communityCategories}
    where ${communityCategories.id} = ${categoryId})`;

/**
 * Below this offset a page walks the list's index from the top (an index-only scan of at most
 * this many entries). Further down it starts from the day that holds the page's first post.
 */
const DAY_LOCATOR_FROM_OFFSET = 500;

type PageShape = {
  scope: 'all' | 'category';
  sort: CommunitySort;
  start: 'top' | 'day';
  size: number;
};

/**
 * The ids of one page of a list, as a subquery. Its cost does not grow with the table:
 * - near the top, an index-only walk of `offset + size` entries;
 * - deep in a newest-first list, the kept per-day counts (community_post_days) are summed
 *   newest day first to find the day holding the page's first post and how many posts come
 *   before that day; the index walk then starts at that day, so it skips at most one day's
 *   posts instead of every newer post;
 * - deep in the popular list (likes change too often for kept positions) an index-only walk.
 * The page size is written into the statement (a LIMIT placeholder would make PostgreSQL's
 * cached plan assume a tenth of the table); the offset and category are placeholders.
 */
function pageIds(shape: PageShape): SQL {
  const categoryId = sql.placeholder('categoryId');
  const offset = sql.placeholder('offset');
  const category = and(
    shape.scope === 'all' ? undefined : eq(communityPosts.categoryId, categoryId),
    shownPosts,
  );
  const order = sql.join(ORDER[shape.sort], sql`, `);
  const size = sql.raw(String(shape.size));
  if (shape.start === 'top') {
    return sql`select ${communityPosts.id} from ${communityPosts}
      ${category ? sql`where ${category}` : sql``}
      order by ${order} limit ${size} offset ${offset}`;
  }
  const { day, postCount } = communityPostDays;
  const locator = sql`select day, before from (
      select ${day} as day, ${postCount} as count,
        sum(${postCount}) over (order by ${day} desc) - ${postCount} as before
      from ${communityPostDays} where ${communityPostDays.categoryId} = ${categoryId}
    ) as running where before + count > ${offset} order by day desc limit 1`;
  // No day holds the offset (a page past the end): `< null` selects nothing.
  const dayEnd = sql`(select (day + 1)::timestamp at time zone 'UTC' from (${locator}) as found)`;
  const skipInDay = sql`(select ${offset} - before from (${locator}) as found)`;
  return sql`select ${communityPosts.id} from ${communityPosts}
    where ${and(category, sql`${communityPosts.createdAt} < ${dayEnd}`)}
    order by ${order} limit ${size} offset ${skipInDay}`;
}

/** One page of a category's posts (1 = all) and how many there are, in one round trip. */
export async function findPostPage(
  db: Database,
  reader: Reader,
  request: { categoryId: number; sort: CommunitySort } & PageRequest,
): Promise<{ rows: PostRow[]; total: number }> {
  const offset = offsetOf(request);
  const shape: PageShape = {
    scope: request.categoryId === COMMUNITY_ALL_CATEGORY_ID ? 'all' : 'category',
    sort: request.sort,
    start: request.sort === 'new' && offset >= DAY_LOCATOR_FROM_OFFSET ? 'day' : 'top',
    size: request.size,
  };
  const viewer = viewerOf(reader);
  const statement = prepared(
    db,
    `community_page_${shape.scope}_${shape.sort}_${shape.start}_${shape.size}_${viewer}`,
    (name) =>
      db
        .select({ ...postColumns(viewer), total: keptPostCount(sql.placeholder('categoryId')) })
        .from(communityPosts)
        .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
        .innerJoin(users, eq(users.id, communityPosts.userId))
        .where(sql`${communityPosts.id} in (${pageIds(shape)})`)
        .orderBy(...ORDER[shape.sort])
        .prepare(name),
  );
  const rows = await statement.execute({
    categoryId: request.categoryId,
    offset,
    ...viewerValues(reader),
  });
  const first = rows[0];
  if (first) return { rows, total: first.total };
  // A page past the last one: the total still has to be told.
  const [counted] = await db
    .select({ total: communityCategories.postCount })
    .from(communityCategories)
    .where(eq(communityCategories.id, request.categoryId));
  return { rows, total: counted?.total ?? 0 };
}

/** Posts by id (any order), in the list shape. */
export async function findPostsByIds(db: Database, reader: Reader, ids: number[]) {
  if (ids.length === 0) return [];
  const viewer = viewerOf(reader);
  const statement = prepared(db, `community_posts_by_ids_${viewer}`, (name) =>
    selectPosts(db, viewer)
      .where(sql`${communityPosts.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
  return statement.execute({ ids, ...viewerValues(reader) });
}

export async function findPost(db: Database, reader: Reader, id: number): Promise<PostRow | null> {
  const [row] = await findPostsByIds(db, reader, [id]);
  return row ?? null;
}

/** The home page's picks (wire-contract §3), each the first of its order. */
export type FeaturedPostIds = {
  mostLiked: number | null;
  mostViewed: number | null;
  bestMissing: number | null;
  bestFoster: number | null;
};

const topPostId = (where: SQL | undefined, order: SQL[]) =>
  sql<number | null>`(select ${communityPosts.id} from ${communityPosts}
    where ${and(shownPosts, where)} order by ${sql.join(order, sql`, `)} limit 1)`;

/** None of the posts picked before: `is distinct from`, since a slot may be empty (null). */
const notPicked = (picked: SQL[]) =>
  sql.join(
    picked.map((id) => sql`${communityPosts.id} is distinct from ${id}`),
    sql` and `,
  );

/**
 * The four featured posts of the home page in one query, never one post twice: most liked
 * (likes, then views, then newest); most viewed apart from that one; most viewed in 실종 /
 * 목격 and in 임보 / 입양 apart from the two before, falling back to the next of that
 * category. Each walks the head of an index past at most the posts already picked.
 */
export async function findFeaturedPostIds(db: Database): Promise<FeaturedPostIds> {
  const byViews = [desc(communityPosts.views), desc(communityPosts.createdAt)];
  const mostLiked = topPostId(undefined, [
    desc(communityPosts.likeCount),
    desc(communityPosts.views),
    desc(communityPosts.createdAt),
    desc(communityPosts.id),
  ]);
  const liked = sql`liked.id`;
  const viewed = sql`viewed.id`;
  const inCategoryBesides = (categoryId: number) =>
    and(inCategory(categoryId), notPicked([liked, viewed]));
  const statement = prepared(db, 'community_featured', (name) =>
    db
      .select({
        mostLiked: sql<number | null>`${liked}`,
        mostViewed: sql<number | null>`${viewed}`,
        bestMissing: topPostId(inCategoryBesides(COMMUNITY_MISSING_CATEGORY_ID), byViews),
        bestFoster: topPostId(inCategoryBesides(COMMUNITY_FOSTER_CATEGORY_ID), byViews),
      })
      .from(
        sql`(select ${mostLiked} as id) as liked
          cross join lateral (select ${topPostId(notPicked([liked]), byViews)} as id) as viewed`,
      )
      .prepare(name),
  );
  const [row] = await statement.execute();
  return row ?? { mostLiked: null, mostViewed: null, bestMissing: null, bestFoster: null };
}

/** What permission checks need of a post. */
export async function findPostOwner(
  db: Executor,
  id: number,
): Promise<{ id: number; userId: number; categoryId: number; hidden: boolean } | null> {
  const [row] = await db
    .select({
      id: communityPosts.id,
      userId: communityPosts.userId,
      categoryId: communityPosts.categoryId,
      hidden: communityPosts.hidden,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, id));
  return row ?? null;
}

/** A post as its author's edit reads it, locked until the transaction ends; null when none. */
export async function lockPostForEdit(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: communityPosts.id,
      userId: communityPosts.userId,
      categoryId: communityPosts.categoryId,
      title: communityPosts.title,
      content: communityPosts.content,
      hidden: communityPosts.hidden,
      createdAt: communityPosts.createdAt,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Writes an author's edit of a post and marks it edited. A category change moves the post's
 * kept totals and day counts with it (migration 0004's `community_posts_counted_move`).
 */
export async function updatePostText(
  db: Executor,
  id: number,
  values: { categoryId: number; title: string; content: string; searchGrams: string[] },
): Promise<void> {
  await db
    .update(communityPosts)
    .set({ ...values, editedAt: sql`now()` })
    .where(eq(communityPosts.id, id));
}

/** Whether anyone commented on the post after `since`. */
export async function hasCommentsSince(db: Executor, postId: number, since: Date) {
  const [row] = await db
    .select({ id: communityComments.id })
    .from(communityComments)
    .where(and(eq(communityComments.postId, postId), gt(communityComments.createdAt, since)))
    .limit(1);
  return row !== undefined;
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

/**
 * Counts a view of a post in the given category (1 = any), once per viewer and day; false
 * when there is no such post. A view is not an edit: updated_at keeps its value.
 */
export async function countPostView(
  db: Executor,
  id: number,
  categoryId: number,
  viewerKey: string,
): Promise<boolean> {
  return countViewOnce(db, CONTENT_KINDS.post, id, inCategory(categoryId), viewerKey);
}

/**
 * Deletes posts (their comments, likes, image rows and kept versions go with them) and answers
 * the deleted ids and the image files to remove once the transaction has committed: the
 * current ones and those only an older version still named.
 */
export async function deletePostRows(
  db: Executor,
  ids: number[],
): Promise<{
  deleted: Array<{ id: number; categoryId: number; userId: number }>;
  images: Array<{ path: string; thumbPath: string }>;
}> {
  const images = await db
    .delete(communityPostImages)
    .where(inArray(communityPostImages.postId, ids))
    .returning({ path: communityPostImages.path, thumbPath: communityPostImages.thumbPath });
  const versionImages = await deleteRevisionImages(db, 'post', ids);
  const deleted = await db.delete(communityPosts).where(inArray(communityPosts.id, ids)).returning({
    id: communityPosts.id,
    categoryId: communityPosts.categoryId,
    userId: communityPosts.userId,
  });
  return { deleted, images: [...images, ...versionImages] };
}
