import { categoryName, FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { searchGrams } from '../../apps/api/src/db/search-grams.ts';
import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, type TableRows, table } from '../load/copy-format.ts';
import { apportion, growingTimeline, lognormal } from './distributions.ts';
import { childRows, likeCount, likeRows, planChildren, planLikes } from './engagement.ts';
import { createFoodText, KIBBLE_CATEGORY } from './food-text.ts';
import { IMAGE_COLUMNS, imageRows } from './images.ts';
import { DAY_MS, type Timeline } from './timeline.ts';
import { ADMIN_USER_ID, type UserPlan } from './users.ts';
import type { Volumes } from './volumes.ts';

const TREAT_CATEGORY = 2;
const KIBBLE_SHARE = 0.6;
const REVIEWS_WITH_IMAGES = 0.15;
const MAX_LIKES_PER_ITEM = 1000;

const tables = {
  foods: table('foods', [
    'id',
    'category_id',
    'user_id',
    'title',
    'content',
    'price',
    'food_address',
    'like_count',
    'comment_count',
    'search_grams',
    'created_at',
    'updated_at',
  ]),
  images: table('food_images', ['id', 'food_id', ...IMAGE_COLUMNS]),
  reviews: table('food_reviews', [
    'id',
    'food_id',
    'user_id',
    'content',
    'like_count',
    'created_at',
  ]),
  reviewImages: table('food_review_images', ['id', 'review_id', ...IMAGE_COLUMNS]),
  reviewLikes: table('food_review_likes', ['user_id', 'review_id', 'created_at']),
  likes: table('food_likes', ['user_id', 'food_id', 'created_at']),
};

/**
 * The food catalogue: foods registered by the administrator over the years, each with 1–5
 * images (the contract promises at least one), reviews and likes in proportion to a lognormal
 * popularity, and "helpful" marks on reviews. `comment_count` counts reviews.
 */
export function planFoods(
  random: Random,
  volumes: Volumes,
  users: UserPlan,
  timeline: Timeline,
): TableRows[] {
  const count = volumes.foods;
  const times = growingTimeline(random, count, timeline.start, timeline.end - DAY_MS);
  const categories = Uint8Array.from({ length: count }, () =>
    random.chance(KIBBLE_SHARE) ? KIBBLE_CATEGORY : TREAT_CATEGORY,
  );
  const popularity = Float64Array.from({ length: count }, () => lognormal(random, 1.2));
  const drawUser = (moment: number) => users.drawActive(random, moment);
  const likes = planLikes({
    itemTimes: times,
    wanted: apportion(random, popularity, volumes.foodLikes, () => MAX_LIKES_PER_ITEM),
    drawUser,
  });
  const reviewCounts = apportion(random, popularity, volumes.foodReviews, () => Infinity);
  const reviews = planChildren(random, {
    itemTimes: times,
    counts: reviewCounts,
    meanDelay: 60 * DAY_MS,
    end: timeline.end,
  });
  const reviewLikes = planLikes({
    itemTimes: reviews.time,
    wanted: apportion(
      random,
      Float64Array.from(reviews.time, () => lognormal(random, 1)),
      volumes.reviewLikes,
      () => MAX_LIKES_PER_ITEM,
    ),
    drawUser,
  });
  const text = createFoodText(random);
  const idOf = (index: number) => index + 1;

  function* foods(): Generator<CopyRow> {
    for (let index = 0; index < count; index++) {
      const categoryId = categories[index] ?? KIBBLE_CATEGORY;
      const { title, content } = text.food(categoryId);
      const created = new Date(times[index] ?? 0);
      yield [
        idOf(index),
        categoryId,
        ADMIN_USER_ID,
        title,
        content,
        price(random, categoryId),
        `https://smartstore.naver.com/daengnyang-bench/products/${5_000_000_000 + idOf(index)}`,
        likeCount(likes, index),
        reviewCounts[index] ?? 0,
        // As the admin food service computes them: title, content and the category's name.
        searchGrams(title, content, categoryName(FOOD_CATEGORIES, categoryId) ?? ''),
        created,
        created,
      ];
    }
  }

  return [
    { table: tables.foods, rows: foods() },
    {
      table: tables.images,
      rows: imageRows(random, {
        owners: count,
        folder: 'foods',
        ownerId: idOf,
        createdAt: (index) => times[index] ?? 0,
        pictures: () => random.int(1, 5),
      }),
    },
    {
      table: tables.reviews,
      rows: childRows(reviews, {
        drawUser,
        row: ({ id, parentId, userId, createdAt }) => [
          id,
          parentId,
          userId,
          text.review(),
          likeCount(reviewLikes, id - 1),
          createdAt,
        ],
      }),
    },
    {
      table: tables.reviewImages,
      rows: imageRows(random, {
        owners: reviews.parent.length,
        folder: 'reviews',
        ownerId: idOf,
        createdAt: (index) => reviews.time[index] ?? 0,
        pictures: () => (random.chance(REVIEWS_WITH_IMAGES) ? random.int(1, 2) : 0),
      }),
    },
    {
      table: tables.reviewLikes,
      rows: likeRows(random, reviewLikes, { itemTimes: reviews.time, end: timeline.end, idOf }),
    },
    {
      table: tables.likes,
      rows: likeRows(random, likes, { itemTimes: times, end: timeline.end, idOf }),
    },
  ];
}

/** Won, in hundreds: kibble around 35,000, treats around 9,000, a long tail of premium ones. */
function price(random: Random, categoryId: number): number {
  const [typical, lowest, highest] =
    categoryId === KIBBLE_CATEGORY ? [35_000, 9_900, 189_000] : [9_000, 1_500, 49_000];
  const won = Math.min(highest, Math.max(lowest, typical * lognormal(random, 0.5)));
  return Math.round(won / 100) * 100;
}
