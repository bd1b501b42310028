import type { FoodSort } from '@daengnyang/contract/constants';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import { authorColumns } from '../../db/authors.ts';
import type { Executor } from '../../db/client.ts';
import { type LikeTarget, likedByCaller } from '../../db/likes.ts';
import {
  foodCategories,
  foodImages,
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
  foods,
} from '../../db/schema/food.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredImage } from '../../images/pipeline.ts';
import type { ImageFile } from '../../images/urls.ts';

export const FOOD_LIKES: LikeTarget = {
  likes: foodLikes,
  userColumn: foodLikes.userId,
  targetColumn: foodLikes.foodId,
  counted: foods,
  countedId: foods.id,
  counter: foods.likeCount,
};

/** "Helpful" marks on reviews. */
export const REVIEW_HELPFUL: LikeTarget = {
  likes: foodReviewLikes,
  userColumn: foodReviewLikes.userId,
  targetColumn: foodReviewLikes.reviewId,
  counted: foodReviews,
  countedId: foodReviews.id,
  counter: foodReviews.likeCount,
};

/** Each sort matches an index of `foods` column for column, so a page reads only its rows. */
export const FOOD_ORDER: Record<FoodSort, SQL[]> = {
  rank: [desc(foods.likeCount), desc(foods.createdAt), desc(foods.id)],
  price_asc: [asc(foods.price), desc(foods.id)],
  price_desc: [desc(foods.price), desc(foods.id)],
  new: [desc(foods.createdAt), desc(foods.id)],
};

const foodColumns = (caller: Caller) => ({
  foodId: foods.id,
  categoryId: foods.categoryId,
  categoryName: foodCategories.name,
  title: foods.title,
  content: foods.content,
  price: foods.price,
  foodAddress: foods.foodAddress,
  createdAt: foods.createdAt,
  likeCount: foods.likeCount,
  commentCount: foods.commentCount,
  isLike: likedByCaller(caller, foodLikes, foodLikes.userId, foodLikes.foodId, foods.id),
  ...authorColumns,
});

/** Foods with their category name, author and the caller's like. */
function selectFoods(db: Executor, caller: Caller) {
  return db
    .select(foodColumns(caller))
    .from(foods)
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .innerJoin(users, eq(users.id, foods.userId));
}

export async function findFood(db: Executor, caller: Caller, id: number) {
  const [row] = await selectFoods(db, caller).where(eq(foods.id, id));
  return row ?? null;
}
export type FoodRow = NonNullable<Awaited<ReturnType<typeof findFood>>>;

/** The first `limit` foods in `order` among those matching `where`. */
export async function findFoods(
  db: Executor,
  caller: Caller,
  options: { where?: SQL | undefined; order: SQL[]; limit: number; offset?: number },
): Promise<FoodRow[]> {
  return selectFoods(db, caller)
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export async function countFoods(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(foods).where(where);
  return counted?.total ?? 0;
}

/** The images of several foods in one query, in upload order. */
export async function findFoodImages(db: Executor, foodIds: number[]) {
  if (foodIds.length === 0) return [];
  return db
    .select({ ownerId: foodImages.foodId, path: foodImages.path, thumbPath: foodImages.thumbPath })
    .from(foodImages)
    .where(inArray(foodImages.foodId, foodIds))
    .orderBy(asc(foodImages.foodId), asc(foodImages.position));
}

export async function foodExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.id, id));
  return row !== undefined;
}

/** The reviews of a food, most helpful first, then newest (index food_reviews_food_idx). */
export async function findFoodReviews(db: Executor, caller: Caller, foodId: number) {
  return db
    .select({
      id: foodReviews.id,
      foodId: foodReviews.foodId,
      content: foodReviews.content,
      createdAt: foodReviews.createdAt,
      likeCount: foodReviews.likeCount,
      isLike: likedByCaller(
        caller,
        foodReviewLikes,
        foodReviewLikes.userId,
        foodReviewLikes.reviewId,
        foodReviews.id,
      ),
      ...authorColumns,
    })
    .from(foodReviews)
    .innerJoin(users, eq(users.id, foodReviews.userId))
    .where(eq(foodReviews.foodId, foodId))
    .orderBy(desc(foodReviews.likeCount), desc(foodReviews.createdAt), desc(foodReviews.id));
}
export type FoodReviewRow = Awaited<ReturnType<typeof findFoodReviews>>[number];

/** The images of several reviews in one query, in upload order. */
export async function findReviewImages(db: Executor, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      ownerId: foodReviewImages.reviewId,
      path: foodReviewImages.path,
      thumbPath: foodReviewImages.thumbPath,
    })
    .from(foodReviewImages)
    .where(inArray(foodReviewImages.reviewId, reviewIds))
    .orderBy(asc(foodReviewImages.reviewId), asc(foodReviewImages.position));
}

/**
 * Adds a review with its images and counts it on the food. The counter update comes first: it
 * locks the food, so a food deleted meanwhile answers null instead of a foreign-key error.
 */
export async function insertReview(
  db: Executor,
  values: { foodId: number; userId: number; content: string },
  images: StoredImage[],
): Promise<number | null> {
  const counted = await db
    .update(foods)
    .set({ commentCount: sql`${foods.commentCount} + 1`, updatedAt: sql`${foods.updatedAt}` })
    .where(eq(foods.id, values.foodId))
    .returning({ id: foods.id });
  if (counted.length === 0) return null;
  const [row] = await db.insert(foodReviews).values(values).returning({ id: foodReviews.id });
  if (!row) throw new Error('food review insert returned no row');
  if (images.length > 0) {
    await db
      .insert(foodReviewImages)
      .values(images.map((image) => ({ reviewId: row.id, ...image })));
  }
  return row.id;
}

/** The food and author of a review, what permission checks need; null when there is none. */
export async function findReviewRef(
  db: Executor,
  id: number,
): Promise<{ id: number; foodId: number; userId: number } | null> {
  const [row] = await db
    .select({ id: foodReviews.id, foodId: foodReviews.foodId, userId: foodReviews.userId })
    .from(foodReviews)
    .where(eq(foodReviews.id, id));
  return row ?? null;
}

/** Whether the review exists and belongs to that food. */
export async function reviewOfFood(db: Executor, foodId: number, reviewId: number) {
  const [row] = await db
    .select({ id: foodReviews.id })
    .from(foodReviews)
    .where(and(eq(foodReviews.id, reviewId), eq(foodReviews.foodId, foodId)));
  return row !== undefined;
}

/**
 * Deletes a review and its image rows, uncounts it on its food, and answers the image files to
 * remove once the transaction has committed; null when the review is already gone.
 */
export async function deleteReviewRow(
  db: Executor,
  id: number,
): Promise<{ images: ImageFile[] } | null> {
  const images = await db
    .delete(foodReviewImages)
    .where(eq(foodReviewImages.reviewId, id))
    .returning({ path: foodReviewImages.path, thumbPath: foodReviewImages.thumbPath });
  const [deleted] = await db
    .delete(foodReviews)
    .where(eq(foodReviews.id, id))
    .returning({ foodId: foodReviews.foodId });
  if (!deleted) return null;
  await db
    .update(foods)
    .set({ commentCount: sql`${foods.commentCount} - 1`, updatedAt: sql`${foods.updatedAt}` })
    .where(eq(foods.id, deleted.foodId));
  return { images };
}
