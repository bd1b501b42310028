import type { MyCommentType } from '@daengnyang/contract/mypage';
import { and, desc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { imageListColumn } from '../../db/image-list.ts';
import { prepared } from '../../db/prepared.ts';
import {
  communityCategories,
  communityComments,
  communityPosts,
} from '../../db/schema/community.ts';
import { foodCategories, foodImages, foodLikes, foodReviews, foods } from '../../db/schema/food.ts';
import { noticeCategories, noticeComments, notices } from '../../db/schema/notice.ts';
import { petReports } from '../../db/schema/pet-reports.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../http/paging.ts';

/**
 * A user and a page, as values or as the placeholders of a prepared statement. The page size
 * stays a number: it is part of the statement (see db/prepared.ts).
 */
export type MyListValues = {
  userId: number | Placeholder;
  offset: number | Placeholder;
  /** offset + size: how far each branch of my comments reads. */
  pageEnd: number | Placeholder;
};
const PLACEHOLDERS: MyListValues = {
  userId: sql.placeholder('userId'),
  offset: sql.placeholder('offset'),
  pageEnd: sql.placeholder('pageEnd'),
};
const listValues = (userId: number, page: PageRequest) => ({
  userId,
  offset: offsetOf(page),
  pageEnd: offsetOf(page) + page.size,
});

/** How many rows of `table` the user wrote, from the (user_id, …) index only. */
const countOf = (table: PgTable, userColumn: AnyPgColumn, userId: number | Placeholder) =>
  sql<number>`(select count(*)::int from ${table} where ${userColumn} = ${userId})`;

/** Runs a my-page list as a prepared statement: the user's page and their total. */
async function runMyList<Row extends { total: number }>(
  db: Database,
  name: string,
  build: (values: MyListValues) => { prepare: (name: string) => PreparedList<Row> },
  userId: number,
  page: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const statement = prepared(db, name, (statementName) =>
    build(PLACEHOLDERS).prepare(statementName),
  );
  const rows = await statement.execute(listValues(userId, page));
  if (rows[0]) return { rows, total: rows[0].total };
  // An empty page (no rows at all, or past the last page) still tells the total.
  const emptyPage = await prepared(db, `${name}_first`, (statementName) =>
    build(PLACEHOLDERS).prepare(statementName),
  ).execute(listValues(userId, { page: 1, size: 1 }));
  return { rows, total: emptyPage[0]?.total ?? 0 };
}
type PreparedList<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/** A page of my community posts, newest first (community_posts_user_idx), with the total. */
export function myPostsQuery(db: Executor, values: MyListValues, size: number) {
  return db
    .select({
      categoryName: communityCategories.name,
      communityId: communityPosts.id,
      communityCategoryId: communityPosts.categoryId,
      title: communityPosts.title,
      createdAt: communityPosts.createdAt,
      likeCount: communityPosts.likeCount,
      views: communityPosts.views,
      hidden: communityPosts.hidden,
      editedAt: communityPosts.editedAt,
      petReportStatus: petReports.status,
      total: countOf(communityPosts, communityPosts.userId, values.userId),
    })
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .leftJoin(petReports, eq(petReports.postId, communityPosts.id))
    .where(eq(communityPosts.userId, values.userId))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(size)
    .offset(values.offset);
}

export async function findMyPosts(db: Database, userId: number, page: PageRequest) {
  return runMyList(
    db,
    `my_posts_${page.size}`,
    (values) => myPostsQuery(db, values, page.size),
    userId,
    page,
  );
}

const commentType = (type: MyCommentType) => sql<MyCommentType>`${type}::text`.as('type');

/**
 * A page of my comments of all three kinds, newest first, in one UNION ALL; awaitable. Each
 * branch reads at most the rows up to the end of the page from its (user_id, created_at desc)
 * index, so a page costs the same however many comments the user wrote after it.
 */
export function myCommentsQuery(db: Executor, values: MyListValues, size: number) {
  const { userId, pageEnd: upToPageEnd } = values;
  const community = db
    .select({
      type: commentType('COMMUNITY'),
      parentCategoryName: sql<string>`${communityCategories.name}`.as('parent_category_name'),
      parentId: sql<number>`${communityPosts.id}`.as('parent_id'),
      parentTitle: sql<string>`${communityPosts.title}`.as('parent_title'),
      commentId: sql<number>`${communityComments.id}`.as('comment_id'),
      content: sql<string>`${communityComments.content}`.as('content'),
      hidden: sql<boolean>`${communityComments.hidden}`.as('hidden'),
      editedAt: sql`${communityComments.editedAt}`
        .mapWith(communityComments.editedAt)
        .as('edited_at'),
      createdAt: sql`${communityComments.createdAt}`
        .mapWith(communityComments.createdAt)
        .as('created_at'),
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .where(eq(communityComments.userId, userId))
    .orderBy(desc(communityComments.createdAt), desc(communityComments.id))
    .limit(upToPageEnd);
  const food = db
    .select({
      type: commentType('FOOD'),
      parentCategoryName: sql<string>`${foodCategories.name}`.as('parent_category_name'),
      parentId: sql<number>`${foods.id}`.as('parent_id'),
      parentTitle: sql<string>`${foods.title}`.as('parent_title'),
      commentId: sql<number>`${foodReviews.id}`.as('comment_id'),
      content: sql<string>`${foodReviews.content}`.as('content'),
      hidden: sql<boolean>`${foodReviews.hidden}`.as('hidden'),
      editedAt: sql`${foodReviews.editedAt}`.mapWith(foodReviews.editedAt).as('edited_at'),
      createdAt: sql`${foodReviews.createdAt}`.mapWith(foodReviews.createdAt).as('created_at'),
    })
    .from(foodReviews)
    .innerJoin(foods, eq(foods.id, foodReviews.foodId))
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .where(eq(foodReviews.userId, userId))
    .orderBy(desc(foodReviews.createdAt), desc(foodReviews.id))
    .limit(upToPageEnd);
  const notice = db
    .select({
      type: commentType('NOTICE'),
      parentCategoryName: sql<string>`${noticeCategories.name}`.as('parent_category_name'),
      parentId: sql<number>`${notices.id}`.as('parent_id'),
      parentTitle: sql<string>`${notices.title}`.as('parent_title'),
      commentId: sql<number>`${noticeComments.id}`.as('comment_id'),
      content: sql<string>`${noticeComments.content}`.as('content'),
      hidden: sql<boolean>`${noticeComments.hidden}`.as('hidden'),
      editedAt: sql`${noticeComments.editedAt}`.mapWith(noticeComments.editedAt).as('edited_at'),
      createdAt: sql`${noticeComments.createdAt}`
        .mapWith(noticeComments.createdAt)
        .as('created_at'),
    })
    .from(noticeComments)
    .innerJoin(notices, eq(notices.id, noticeComments.noticeId))
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(eq(noticeComments.userId, userId))
    .orderBy(desc(noticeComments.createdAt), desc(noticeComments.id))
    .limit(upToPageEnd);
  return unionAll(community, food, notice)
    .orderBy(sql`created_at desc`, sql`comment_id desc`, sql`type`)
    .limit(size)
    .offset(values.offset);
}

/** A page of my comments and how many I wrote (two prepared statements, run together). */
export async function findMyComments(db: Database, userId: number, page: PageRequest) {
  const rows = prepared(db, `my_comments_${page.size}`, (name) =>
    myCommentsQuery(db, PLACEHOLDERS, page.size).prepare(name),
  );
  const total = prepared(db, 'my_comment_count', (name) =>
    db
      .select({
        n: sql<number>`${countOf(communityComments, communityComments.userId, PLACEHOLDERS.userId)}
          + ${countOf(foodReviews, foodReviews.userId, PLACEHOLDERS.userId)}
          + ${countOf(noticeComments, noticeComments.userId, PLACEHOLDERS.userId)}`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name),
  );
  const [pageRows, [counted]] = await Promise.all([
    rows.execute(listValues(userId, page)),
    total.execute({ userId }),
  ]);
  return { rows: pageRows, total: Number(counted?.n ?? 0) };
}

/**
 * A page of the foods I liked with their images, most recently liked first
 * (food_likes_user_idx), with the total.
 */
export function myLikedFoodsQuery(db: Executor, values: MyListValues, size: number) {
  return db
    .select({
      foodId: foods.id,
      categoryName: foodCategories.name,
      title: foods.title,
      price: foods.price,
      address: foods.foodAddress,
      likeCount: foods.likeCount,
      images: imageListColumn(foodImages, foodImages.foodId, foods.id),
      total: countOf(foodLikes, foodLikes.userId, values.userId),
    })
    .from(foodLikes)
    .innerJoin(foods, eq(foods.id, foodLikes.foodId))
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .where(eq(foodLikes.userId, values.userId))
    .orderBy(desc(foodLikes.createdAt), desc(foodLikes.foodId))
    .limit(size)
    .offset(values.offset);
}

export async function findMyLikedFoods(db: Database, userId: number, page: PageRequest) {
  return runMyList(
    db,
    `my_liked_foods_${page.size}`,
    (values) => myLikedFoodsQuery(db, values, page.size),
    userId,
    page,
  );
}

/** Renames an active account; `nameKey` is the name's key (the unique index may refuse it). */
export async function updateName(
  db: Executor,
  userId: number,
  name: string,
  nameKey: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ name, nameKey })
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Sets a new profile image and returns the one it replaced (null: none or no such user). */
export async function replaceProfileImage(
  db: Executor,
  userId: number,
  profileImage: string,
): Promise<{ previous: string | null } | null> {
  const [current] = await db
    .select({ profileImage: users.profileImage })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
    .for('update');
  if (!current) return null;
  await db.update(users).set({ profileImage }).where(eq(users.id, userId));
  return { previous: current.profileImage };
}
