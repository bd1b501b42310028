import type { FoodSort } from '@daengnyang/contract/constants';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import { blockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { imageListColumn } from '../../db/image-list.ts';
import { likedBy } from '../../db/likes.ts';
import { prepared } from '../../db/prepared.ts';
import { deleteRevisionImages } from '../../db/revisions.ts';
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
import { placeholderBinding, textSearchCondition } from '../../db/search.ts';
import {
  countSearchMatches,
  findSearchPage,
  MAX_PREPARED_WORDS,
  type SearchCounts,
  type SearchSpec,
} from '../../db/search-page.ts';
import { type Reader, type Viewer, viewerId, viewerOf, viewerValues } from '../../db/viewer.ts';
import type { StoredImage } from '../../images/pipeline.ts';
import type { ImageFile } from '../../images/urls.ts';

/** Each sort matches an index of `foods` column for column, so a page reads only its rows. */
export const FOOD_ORDER: Record<FoodSort, SQL[]> = {
  rank: [desc(foods.likeCount), desc(foods.createdAt), desc(foods.id)],
  price_asc: [asc(foods.price), desc(foods.id)],
  price_desc: [desc(foods.price), desc(foods.id)],
  new: [desc(foods.createdAt), desc(foods.id)],
};

const foodColumns = (viewer: Viewer) => ({
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
  isLike: likedBy(viewerId(viewer), foodLikes, foodLikes.userId, foodLikes.foodId, foods.id),
  images: imageListColumn(foodImages, foodImages.foodId, foods.id),
  ...authorColumns,
});

/** Foods with their category name, author, the reader's like and their images. */
function selectFoods(db: Executor, viewer: Viewer) {
  return db
    .select(foodColumns(viewer))
    .from(foods)
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .innerJoin(users, eq(users.id, foods.userId));
}

export async function findFood(db: Database, reader: Reader, id: number) {
  const viewer = viewerOf(reader);
  const statement = prepared(db, `food_by_id_${viewer}`, (name) =>
    selectFoods(db, viewer)
      .where(eq(foods.id, sql.placeholder('foodId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ foodId: id, ...viewerValues(reader) });
  return row ?? null;
}
export type FoodRow = NonNullable<Awaited<ReturnType<typeof findFood>>>;

/** How many foods there are, from the counters kept per category. */
const keptFoodCount = sql<number>`(select sum(${foodCategories.foodCount})::int from ${foodCategories})`;

/**
 * One page of foods in a sort (each sort matches an index of `foods` column for column) and
 * how many foods there are, in one round trip. The page size is written into the statement
 * (see community's pageIds), the offset is a placeholder.
 */
export async function findFoodPage(
  db: Database,
  reader: Reader,
  request: { sort: FoodSort; offset: number; size: number },
): Promise<{ rows: FoodRow[]; total: number }> {
  const viewer = viewerOf(reader);
  const order = FOOD_ORDER[request.sort];
  const statement = prepared(db, `food_page_${request.sort}_${request.size}_${viewer}`, (name) =>
    db
      .select({ ...foodColumns(viewer), total: keptFoodCount })
      .from(foods)
      .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
      .innerJoin(users, eq(users.id, foods.userId))
      .where(
        sql`${foods.id} in (select ${foods.id} from ${foods} order by ${sql.join(order, sql`, `)}
          limit ${sql.raw(String(request.size))} offset ${sql.placeholder('offset')})`,
      )
      .orderBy(...order)
      .prepare(name),
  );
  const rows = await statement.execute({ offset: request.offset, ...viewerValues(reader) });
  const first = rows[0];
  if (first) return { rows, total: first.total };
  const [counted] = await db.select({ total: keptFoodCount }).from(sql`(select 1) as one`);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The category name of a food, as a column for the search's text checks. */
const foodCategoryName = sql`(select ${foodCategories.name} from ${foodCategories}
  where ${foodCategories.id} = ${foods.categoryId})`;

/** Foods whose title, content or category name hold every word; null when there is none. */
export const foodSearchMatch = (searchText: string) =>
  textSearchCondition(
    foods.searchGrams,
    [foods.title, foods.content, foodCategoryName],
    searchText,
  );

/** Foods matching a search, most liked first. */
function foodSearchSpec(searchText: string): SearchSpec | null {
  const binding = placeholderBinding();
  const match = textSearchCondition(
    foods.searchGrams,
    [foods.title, foods.content, foodCategoryName],
    searchText,
    binding,
  );
  if (!match) return null;
  return {
    name:
      binding.shape.length <= MAX_PREPARED_WORDS ? `food_search_${binding.shape.join('_')}` : null,
    values: binding.values,
    table: foods,
    id: foods.id,
    order: FOOD_ORDER.rank,
    scope: undefined,
    scopeSize: keptFoodCount,
    match,
  };
}

/** How many foods match a search, and how many there are. */
export async function countFoodMatches(db: Database, searchText: string): Promise<SearchCounts> {
  const spec = foodSearchSpec(searchText);
  return spec ? countSearchMatches(db, spec) : { matches: 0, rows: 0 };
}

/** One page of matching foods, most liked first, the reader's likes included. */
export async function findFoodMatchPage(
  db: Database,
  reader: Reader,
  searchText: string,
  page: { offset: number; size: number },
  counts: SearchCounts,
): Promise<FoodRow[]> {
  const spec = foodSearchSpec(searchText);
  if (!spec) return [];
  const viewer = viewerOf(reader);
  return findSearchPage(db, spec, page, counts, {
    name: `foods_${viewer}`,
    query: (ids) =>
      selectFoods(db, viewer)
        .where(sql`${foods.id} in (${ids})`)
        .orderBy(...FOOD_ORDER.rank),
    values: viewerValues(reader),
  });
}

/** The images of several foods in one query, in upload order. */
export async function findFoodImages(db: Executor, foodIds: number[]) {
  if (foodIds.length === 0) return [];
  return db
    .select({
      ownerId: foodImages.foodId,
      path: foodImages.path,
      thumbPath: foodImages.thumbPath,
      description: foodImages.description,
    })
    .from(foodImages)
    .where(inArray(foodImages.foodId, foodIds))
    .orderBy(asc(foodImages.foodId), asc(foodImages.position));
}

export async function foodExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.id, id));
  return row !== undefined;
}

/**
 * The reviews of a food with their images, most helpful first, then newest (index
 * food_reviews_food_idx).
 */
export async function findFoodReviews(db: Database, reader: Reader, foodId: number) {
  const viewer = viewerOf(reader);
  const statement = prepared(db, `food_reviews_${viewer}`, (name) =>
    db
      .select({
        id: foodReviews.id,
        foodId: foodReviews.foodId,
        content: foodReviews.content,
        hidden: foodReviews.hidden,
        createdAt: foodReviews.createdAt,
        editedAt: foodReviews.editedAt,
        likeCount: foodReviews.likeCount,
        isLike: likedBy(
          viewerId(viewer),
          foodReviewLikes,
          foodReviewLikes.userId,
          foodReviewLikes.reviewId,
          foodReviews.id,
        ),
        images: imageListColumn(foodReviewImages, foodReviewImages.reviewId, foodReviews.id),
        blockedAuthor: blockedBy(viewerId(viewer), foodReviews.userId),
        ...authorColumns,
      })
      .from(foodReviews)
      .innerJoin(users, eq(users.id, foodReviews.userId))
      .where(eq(foodReviews.foodId, sql.placeholder('foodId')))
      .orderBy(desc(foodReviews.likeCount), desc(foodReviews.createdAt), desc(foodReviews.id))
      .prepare(name),
  );
  return statement.execute({ foodId, ...viewerValues(reader) });
}
export type FoodReviewRow = Awaited<ReturnType<typeof findFoodReviews>>[number];

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
 * Deletes a review and its image rows (its kept versions' too), uncounts it on its food, and
 * answers the image files to remove once the transaction has committed; null when the review is already gone.
 */
export async function deleteReviewRow(
  db: Executor,
  id: number,
): Promise<{ images: ImageFile[]; foodId: number } | null> {
  const images = await db
    .delete(foodReviewImages)
    .where(eq(foodReviewImages.reviewId, id))
    .returning({ path: foodReviewImages.path, thumbPath: foodReviewImages.thumbPath });
  const versionImages = await deleteRevisionImages(db, 'review', [id]);
  const [deleted] = await db
    .delete(foodReviews)
    .where(eq(foodReviews.id, id))
    .returning({ foodId: foodReviews.foodId, hidden: foodReviews.hidden });
  if (!deleted) return null;
  // A hidden review already left the count (migration 0011).
  if (!deleted.hidden) {
    await db
      .update(foods)
      .set({ commentCount: sql`${foods.commentCount} - 1`, updatedAt: sql`${foods.updatedAt}` })
      .where(eq(foods.id, deleted.foodId));
  }
  return { images: [...images, ...versionImages], foodId: deleted.foodId };
}
