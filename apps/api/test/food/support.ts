import { categoryName, FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import type { FastifyInstance } from 'fastify';
import { foodImages, foods } from '../../src/db/schema/food.ts';
import { searchGrams } from '../../src/db/search-grams.ts';

/** A moment `minutes` after a fixed start, for rows whose order matters. */
export const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

let sequence = 0;

/**
 * Inserts a food as the seed does (search grams included), with `imageCount` image rows whose
 * files do not exist: enough for list and search tests, which only read the rows.
 */
export async function insertFood(
  app: FastifyInstance,
  values: Partial<typeof foods.$inferInsert> & { userId: number },
  imageCount = 1,
): Promise<number> {
  sequence += 1;
  const categoryId = values.categoryId ?? 1;
  const title = values.title ?? `테스트 먹거리 ${sequence}`;
  const content = values.content ?? '맛있는 테스트 먹거리입니다.';
  const [row] = await app.database.db
    .insert(foods)
    .values({
      categoryId,
      title,
      content,
      price: 10_000,
      foodAddress: 'https://shop.example.com/products/1',
      searchGrams: searchGrams(title, content, categoryName(FOOD_CATEGORIES, categoryId) ?? ''),
      ...values,
    })
    .returning({ id: foods.id });
  if (!row) throw new Error('food not inserted');
  if (imageCount > 0) {
    await app.database.db.insert(foodImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        foodId: row.id,
        path: `foods/test-${row.id}-${position}.webp`,
        thumbPath: `foods/test-${row.id}-${position}-thumb.webp`,
        width: 100,
        height: 100,
        position,
      })),
    );
  }
  return row.id;
}
