import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
} from '../../src/db/schema/food.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { at, insertFood } from './support.ts';

type Food = {
  foodId: number;
  foodCategoryId: number;
  foodCategory: { foodCategoryId: number; foodCategoryName: string };
  price: number;
  createdAt: string;
  isLike: number;
  likeCount: number;
  commentCount: number;
  user: Record<string, unknown>;
  foodImgs: Array<{ imgUrl: string; thumbImgUrl: string }>;
  foodComment: Array<{
    foodCommentId: number;
    foodId: number;
    userId: number;
    content: string;
    isLike: number;
    likeCount: number;
    user: Record<string, unknown>;
    foodCommentImgs: Array<{ imgUrl: string }>;
  }>;
};
type Page = {
  content: Food[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

const FOOD_KEYS = [
  'foodId',
  'foodCategoryId',
  'foodCategory',
  'title',
  'content',
  'price',
  'foodAddress',
  'createdAt',
  'isLike',
  'likeCount',
  'commentCount',
  'user',
  'foodImgs',
  'foodComment',
];

type Planned = { id: number; likeCount: number; price: number; minute: number };

describe('reading foods', () => {
  let t: TestApp;
  let reader: { id: number; token: string };
  const planned: Planned[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    reader = await createUser(t.app);
    // 20 foods: likes repeat (ties broken by newest), prices are all different.
    for (let index = 0; index < 20; index += 1) {
      const food = { likeCount: index % 5, price: 1000 * (((index * 7) % 20) + 1), minute: index };
      const id = await insertFood(
        t.app,
        {
          userId: admin.id,
          categoryId: (index % 2) + 1,
          likeCount: food.likeCount,
          price: food.price,
          createdAt: at(food.minute),
        },
        (index % 3) + 1,
      );
      planned.push({ id, ...food });
    }
  });
  afterAll(() => t.close());

  async function page(url: string, token?: string): Promise<Page> {
    const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
    expect(response.statusCode, url).toBe(200);
    return envelope<Page>(response).body;
  }
  const sorted = (compare: (a: Planned, b: Planned) => number) =>
    [...planned].sort(compare).map((food) => food.id);
  const rankOrder = () => sorted((a, b) => b.likeCount - a.likeCount || b.minute - a.minute);

  it('pages 16 foods by rank (likes, then newest) by default, in the full shape', async () => {
    const first = await page('/api/foods');
    expect(first).toMatchObject({
      totalElements: 20,
      totalPages: 2,
      page: 1,
      size: 16,
      isLast: false,
    });
    expect(first.content.map((food) => food.foodId)).toEqual(rankOrder().slice(0, 16));
    const food = first.content[0];
    expect(Object.keys(food ?? {})).toEqual(FOOD_KEYS);
    expect(Object.keys(food?.user ?? {})).toEqual(['userId', 'name', 'profileImgUrl']);
    expect(food?.foodComment).toEqual([]);
    expect(food?.isLike).toBe(0);

    const second = await page('/api/foods?page=2');
    expect(second).toMatchObject({ page: 2, size: 16, isLast: true });
    expect(second.content.map((item) => item.foodId)).toEqual(rankOrder().slice(16));
  });

  it.each([
    ['price_asc', (a: Planned, b: Planned) => a.price - b.price],
    ['price_desc', (a: Planned, b: Planned) => b.price - a.price],
    ['new', (a: Planned, b: Planned) => b.minute - a.minute],
    ['rank', (a: Planned, b: Planned) => b.likeCount - a.likeCount || b.minute - a.minute],
  ])('sorts by %s', async (sort, compare) => {
    const all = await page(`/api/foods?sort=${sort}&size=20`);
    expect(all.content.map((food) => food.foodId)).toEqual(sorted(compare));
  });

  it('falls back to rank for an unknown sort and ignores extra parameters', async () => {
    const fallback = await page('/api/foods?sort=cheapest&categoryId=3&size=5');
    expect(fallback.content.map((food) => food.foodId)).toEqual(rankOrder().slice(0, 5));
  });

  it('sends prices as plain numbers of won, never formatted', async () => {
    const response = await t.app.inject({ url: '/api/foods?sort=price_desc&size=1' });
    expect(response.body).toContain('"price":20000,');
    expect(envelope<Page>(response).body.content[0]?.price).toBe(20_000);
  });

  it('gives every food its category and at least one image', async () => {
    const all = await page('/api/foods?size=20');
    for (const food of all.content) {
      const plan = planned.find((item) => item.id === food.foodId);
      const index = planned.indexOf(plan as Planned);
      expect(food.foodImgs).toHaveLength((index % 3) + 1);
      expect(food.foodImgs[0]?.imgUrl).toMatch(/^http:\/\/localhost:\d+\/uploads\/foods\/test-/);
      expect(food.foodCategory).toEqual(
        food.foodCategoryId === 1
          ? { foodCategoryId: 1, foodCategoryName: '사료' }
          : { foodCategoryId: 2, foodCategoryName: '간식' },
      );
    }
  });

  it('answers the six most liked for the home page, with isLike for the caller', async () => {
    const liked = rankOrder()[2];
    if (liked === undefined) throw new Error('no food');
    await t.app.database.db.insert(foodLikes).values({ userId: reader.id, foodId: liked });
    const response = await t.app.inject({ url: '/api/bestfood', headers: bearer(reader.token) });
    expect(response.statusCode).toBe(200);
    const best = envelope<Food[]>(response).body;
    expect(best.map((food) => food.foodId)).toEqual(rankOrder().slice(0, 6));
    expect(best.map((food) => food.isLike)).toEqual([0, 0, 1, 0, 0, 0]);
    expect(Object.keys(best[0] ?? {})).toEqual(FOOD_KEYS);
    const anonymous = envelope<Food[]>(await t.app.inject({ url: '/api/bestfood' })).body;
    expect(anonymous.every((food) => food.isLike === 0)).toBe(true);
  });

  it('shows the detail with reviews most helpful first, then newest, with their images', async () => {
    const foodId = planned[0]?.id;
    if (foodId === undefined) throw new Error('no food');
    const db = t.app.database.db;
    const reviews = await db
      .insert(foodReviews)
      .values([
        { foodId, userId: reader.id, content: '보통', likeCount: 0, createdAt: at(100) },
        { foodId, userId: reader.id, content: '최고', likeCount: 3, createdAt: at(50) },
        { foodId, userId: reader.id, content: '최신', likeCount: 0, createdAt: at(200) },
      ])
      .returning({ id: foodReviews.id });
    const [plain, helpful, newest] = reviews.map((review) => review.id);
    if (plain === undefined || helpful === undefined || newest === undefined) {
      throw new Error('reviews not inserted');
    }
    await db.insert(foodReviewImages).values({
      reviewId: helpful,
      path: 'food-reviews/r.webp',
      thumbPath: 'food-reviews/r-thumb.webp',
      width: 10,
      height: 10,
    });
    await db.insert(foodReviewLikes).values({ userId: reader.id, reviewId: newest });

    const response = await t.app.inject({
      url: `/api/foods/${foodId}`,
      headers: bearer(reader.token),
    });
    expect(response.statusCode).toBe(200);
    const detail = envelope<Food>(response).body;
    expect(Object.keys(detail)).toEqual(FOOD_KEYS);
    expect(detail.foodImgs).toHaveLength(1);
    expect(detail.foodComment.map((review) => review.foodCommentId)).toEqual([
      helpful,
      newest,
      plain,
    ]);
    const [first, second] = detail.foodComment;
    expect(Object.keys(first ?? {})).toEqual([
      'foodCommentId',
      'foodId',
      'userId',
      'content',
      'createdAt',
      'isLike',
      'likeCount',
      'user',
      'foodCommentImgs',
    ]);
    expect(first).toMatchObject({
      foodId,
      userId: reader.id,
      content: '최고',
      likeCount: 3,
      isLike: 0,
    });
    expect(first?.foodCommentImgs).toEqual([
      {
        imgUrl: expect.stringMatching(/\/uploads\/food-reviews\/r\.webp$/),
        thumbImgUrl: expect.stringMatching(/\/uploads\/food-reviews\/r-thumb\.webp$/),
        description: null,
      },
    ]);
    expect(second?.isLike).toBe(1);
    expect(second?.foodCommentImgs).toEqual([]);
  });

  it('answers 404 for a food that does not exist and 400 for an id that is not a number', async () => {
    const missing = await t.app.inject({ url: '/api/foods/999999' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('먹거리를 찾을 수 없습니다. 삭제되었을 수 있습니다.');
    expect((await t.app.inject({ url: '/api/foods/abc' })).statusCode).toBe(400);
  });
});
