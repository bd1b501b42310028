import { count, desc, eq, inArray } from 'drizzle-orm';
import { authorColumns } from '../../../db/authors.ts';
import type { Executor } from '../../../db/client.ts';
import {
  foodCategories,
  foodImages,
  foodReviewImages,
  foodReviews,
  foods,
} from '../../../db/schema/food.ts';
import { users } from '../../../db/schema/users.ts';
import type { StoredImage } from '../../../images/pipeline.ts';
import type { ImageFile } from '../../../images/urls.ts';
import { foodSearchMatch } from '../../food/repository.ts';

/** What the admin food table can be narrowed by. */
export type AdminFoodFilter = { searchText: string | undefined };

/** `searchText` matches title, content or category name, as the public food search does. */
const adminFoodWhere = (filter: AdminFoodFilter) =>
  filter.searchText ? (foodSearchMatch(filter.searchText) ?? undefined) : undefined;

/** One page of food rows for the admin table, newest first (index foods_new_idx). */
export async function findAdminFoodRows(
  db: Executor,
  filter: AdminFoodFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      foodId: foods.id,
      categoryName: foodCategories.name,
      title: foods.title,
      content: foods.content,
      foodAddress: foods.foodAddress,
      price: foods.price,
      createdAt: foods.createdAt,
      ...authorColumns,
    })
    .from(foods)
    .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
    .innerJoin(users, eq(users.id, foods.userId))
    .where(adminFoodWhere(filter))
    .orderBy(desc(foods.createdAt), desc(foods.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminFoods(db: Executor, filter: AdminFoodFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(foods).where(adminFoodWhere(filter));
  return counted?.total ?? 0;
}
export type AdminFoodDbRow = Awaited<ReturnType<typeof findAdminFoodRows>>[number];

export type FoodValues = {
  categoryId: number;
  title: string;
  content: string;
  price: number;
  foodAddress: string;
  searchGrams: string[];
};

async function insertImages(db: Executor, foodId: number, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  await db.insert(foodImages).values(images.map((image) => ({ foodId, ...image })));
}

export async function insertFood(
  db: Executor,
  values: FoodValues & { userId: number },
  images: StoredImage[],
): Promise<number> {
  const [row] = await db.insert(foods).values(values).returning({ id: foods.id });
  if (!row) throw new Error('food insert returned no row');
  await insertImages(db, row.id, images);
  return row.id;
}

/** The editable fields of a food, locked for the rest of the transaction; null when none. */
export async function lockFood(db: Executor, id: number) {
  const [row] = await db
    .select({
      categoryId: foods.categoryId,
      title: foods.title,
      content: foods.content,
      price: foods.price,
      foodAddress: foods.foodAddress,
    })
    .from(foods)
    .where(eq(foods.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Updates a food; when `images` is given they replace the current ones, whose files the caller
 * removes once the transaction has committed (answered here).
 */
export async function updateFood(
  db: Executor,
  id: number,
  values: FoodValues,
  images: StoredImage[] | null,
): Promise<{ replacedImages: ImageFile[] }> {
  await db.update(foods).set(values).where(eq(foods.id, id));
  if (images === null) return { replacedImages: [] };
  const replacedImages = await db
    .delete(foodImages)
    .where(eq(foodImages.foodId, id))
    .returning({ path: foodImages.path, thumbPath: foodImages.thumbPath });
  await insertImages(db, id, images);
  return { replacedImages };
}

/**
 * Deletes foods (their reviews, likes and image rows go with them) and answers the deleted ids
 * and the image files — the foods' and their reviews' — to remove once the transaction commits.
 */
export async function deleteFoodRows(
  db: Executor,
  ids: number[],
): Promise<{ deleted: Array<{ id: number; categoryId: number }>; images: ImageFile[] }> {
  const reviewIds = db
    .select({ id: foodReviews.id })
    .from(foodReviews)
    .where(inArray(foodReviews.foodId, ids));
  const reviewImages = await db
    .delete(foodReviewImages)
    .where(inArray(foodReviewImages.reviewId, reviewIds))
    .returning({ path: foodReviewImages.path, thumbPath: foodReviewImages.thumbPath });
  const images = await db
    .delete(foodImages)
    .where(inArray(foodImages.foodId, ids))
    .returning({ path: foodImages.path, thumbPath: foodImages.thumbPath });
  const deleted = await db
    .delete(foods)
    .where(inArray(foods.id, ids))
    .returning({ id: foods.id, categoryId: foods.categoryId });
  // RETURNING has no order: sorted, the audit entry reads the same on every database.
  deleted.sort((a, b) => a.id - b.id);
  return { deleted, images: [...images, ...reviewImages] };
}
