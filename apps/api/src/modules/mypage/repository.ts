import type { MyCommentType } from '@daengnyang/contract/mypage';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  communityCategories,
  communityComments,
  communityPosts,
} from '../../db/schema/community.ts';
import { foodCategories, foodImages, foodLikes, foodReviews, foods } from '../../db/schema/food.ts';
import { noticeCategories, noticeComments, notices } from '../../db/schema/notice.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../http/paging.ts';

/** A page of my community posts, newest first (community_posts_user_idx); awaitable. */
export function myPostsQuery(db: Executor, userId: number, page: PageRequest) {
  return db
    .select({
      categoryName: communityCategories.name,
      communityId: communityPosts.id,
      communityCategoryId: communityPosts.categoryId,
      title: communityPosts.title,
      createdAt: communityPosts.createdAt,
      likeCount: communityPosts.likeCount,
      views: communityPosts.views,
    })
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .where(eq(communityPosts.userId, userId))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.size)
    .offset(offsetOf(page));
}

export async function findMyPosts(db: Executor, userId: number, page: PageRequest) {
  const rows = await myPostsQuery(db, userId, page);
  const [total] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(eq(communityPosts.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

const commentType = (type: MyCommentType) => sql<MyCommentType>`${type}::text`.as('type');

/**
 * A page of my comments of all three kinds, newest first, in one UNION ALL; awaitable. Each
 * branch reads at most the rows up to the end of the page from its (user_id, created_at desc)
 * index, so a page costs the same however many comments the user wrote after it.
 */
export function myCommentsQuery(db: Executor, userId: number, page: PageRequest) {
  const upToPageEnd = offsetOf(page) + page.size;
  const community = db
    .select({
      type: commentType('COMMUNITY'),
      parentCategoryName: sql<string>`${communityCategories.name}`.as('parent_category_name'),
      parentId: sql<number>`${communityPosts.id}`.as('parent_id'),
      parentTitle: sql<string>`${communityPosts.title}`.as('parent_title'),
      commentId: sql<number>`${communityComments.id}`.as('comment_id'),
      content: sql<string>`${communityComments.content}`.as('content'),
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
    .limit(page.size)
    .offset(offsetOf(page));
}

export async function findMyComments(db: Executor, userId: number, page: PageRequest) {
  const rows = await myCommentsQuery(db, userId, page);

  const countOf = (table: PgTable, userColumn: AnyPgColumn) =>
    sql`(select count(*) from ${table} where ${userColumn} = ${userId})`;
  const [total] = await db
    .select({
      n: sql<number>`${countOf(communityComments, communityComments.userId)}
        + ${countOf(foodReviews, foodReviews.userId)}
        + ${countOf(noticeComments, noticeComments.userId)}`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return { rows, total: total?.n ?? 0 };
}

/** A page of the foods I liked, most recently liked first (food_likes_user_idx); awaitable. */
export function myLikedFoodsQuery(db: Executor, userId: number, page: PageRequest) {
  return db
    .select({
      foodId: foods.id,
      categoryName: foodCategories.name,
      title: foods.title,
      price: foods.price,
      address: foods.foodAddress,
      likeCount: foods.likeCount,
    })
    .from(foodLikes)
    .innerJoin(foods, eq(foods.id, foodLikes.foodId))
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .where(eq(foodLikes.userId, userId))
    .orderBy(desc(foodLikes.createdAt), desc(foodLikes.foodId))
    .limit(page.size)
    .offset(offsetOf(page));
}

export async function findMyLikedFoods(db: Executor, userId: number, page: PageRequest) {
  const rows = await myLikedFoodsQuery(db, userId, page);
  const [total] = await db
    .select({ n: count() })
    .from(foodLikes)
    .where(eq(foodLikes.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** The images of a page of foods in one query, in gallery order. */
export async function findFoodImages(db: Executor, foodIds: number[]) {
  if (foodIds.length === 0) return [];
  return db
    .select({ foodId: foodImages.foodId, path: foodImages.path, thumbPath: foodImages.thumbPath })
    .from(foodImages)
    .where(inArray(foodImages.foodId, foodIds))
    .orderBy(asc(foodImages.foodId), asc(foodImages.position), asc(foodImages.id));
}

export async function updateName(db: Executor, userId: number, name: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ name })
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
