import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityCategories, communityPosts } from '../../src/db/schema/community.ts';
import { foodCategories, foods } from '../../src/db/schema/food.ts';
import { noticeCategories, notices } from '../../src/db/schema/notice.ts';
import { pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';

type Page = { content: Array<{ communityId: number }>; totalElements: number; totalPages: number };

/**
 * List totals come from counters kept by triggers, and deep newest-first pages start from the
 * kept per-day counts; both must agree with the rows at every moment.
 */
describe('kept totals and deep pages', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let author: { id: number; token: string };

  /** Posts spread over 40 days, a few of them at the very same instant (ties go by id). */
  async function insertPosts(n: number) {
    await t.app.database.db.execute(sql`
      insert into community_posts (category_id, user_id, title, content, created_at)
      select 2 + (i % 6), ${author.id}, '글 ' || i, '내용',
             timestamptz '2025-03-01 00:00:00+00' + ((i / 3) * interval '47 minutes')
      from generate_series(1, ${n}) as i`);
  }

  const expectedPage = async (categoryId: number, offset: number, size: number) => {
    const rows = await t.app.database.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(categoryId === 1 ? undefined : eq(communityPosts.categoryId, categoryId))
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
      .limit(size)
      .offset(offset);
    return rows.map((row) => row.id);
  };
  const countedPosts = async (categoryId: number) => {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(communityPosts)
      .where(categoryId === 1 ? undefined : eq(communityPosts.categoryId, categoryId));
    return row?.n ?? -1;
  };
  const listPage = async (categoryId: number, page: number, size: number) => {
    const response = await t.app.inject({
      url: `/api/communities/${categoryId}?page=${page}&size=${size}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<Page>(response).body;
  };

  async function expectListsMatchRows() {
    for (const categoryId of [1, 2, 5]) {
      const total = await countedPosts(categoryId);
      for (const [page, size] of [
        [1, 10],
        [50, 10],
        [51, 10],
        [78, 10],
        [Math.ceil(total / 7), 7],
        [Math.ceil(total / 7) + 1, 7],
      ] as const) {
        const answered = await listPage(categoryId, page, size);
        expect(answered.totalElements, `category ${categoryId} total`).toBe(total);
        expect(
          answered.content.map((post) => post.communityId),
          `category ${categoryId}, page ${page} of ${size}`,
        ).toEqual(await expectedPage(categoryId, (page - 1) * size, size));
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    author = await createUser(t.app);
    await insertPosts(1300);
  });
  afterAll(() => t.close());

  it('answers every page, deep ones included, exactly as an OFFSET over the rows would', async () => {
    await expectListsMatchRows();
  });

  it('keeps totals and deep pages right through posts written and deleted', async () => {
    for (const categoryId of [3, 5, 5]) {
      const { payload, headers } = await multipartBody({
        communityCategoryId: categoryId,
        title: '새 글',
        content: '새 내용',
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/communities',
        payload,
        headers: { ...headers, ...bearer(author.token) },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const ids = await expectedPage(5, 300, 40);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/communities',
      headers: bearer(admin.token),
      payload: ids,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const [own] = await expectedPage(2, 0, 1);
    const single = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${own}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(single.statusCode, single.body).toBe(200);

    await expectListsMatchRows();
    const kept = await t.app.database.db
      .select({ id: communityCategories.id, posts: communityCategories.postCount })
      .from(communityCategories)
      .orderBy(communityCategories.id);
    for (const { id, posts } of kept) expect(posts, `category ${id}`).toBe(await countedPosts(id));
  });

  it('keeps food and notice totals through creates, category moves and deletes', async () => {
    const image = { bytes: await pngImage(), filename: 'a.png', type: 'image/png' };
    const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const { payload, headers } = await multipartBody(fields, method === 'POST' ? [image] : []);
      const response = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...bearer(admin.token) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<number>(response).body;
    };
    const food = {
      foodCategoryId: '1',
      title: '연어 사료',
      content: '연어로 만든 사료',
      price: '30000',
      foodAddress: 'https://shop.example.com/1',
    };
    const first = await send('POST', '/api/admin/foods', food);
    await send('POST', '/api/admin/foods', food);
    await send('PUT', '/api/admin/foods', { ...food, foodId: String(first), foodCategoryId: '2' });
    const notice = { noticeCategoryId: '2', title: '매거진', content: '이번 달 이야기' };
    const moved = await send('POST', '/api/admin/notice', notice);
    const kept = await send('POST', '/api/admin/notice', notice);
    await send('PUT', '/api/admin/notice', {
      ...notice,
      noticeId: String(moved),
      noticeCategoryId: '3',
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/notice',
      headers: bearer(admin.token),
      payload: [kept],
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const db = t.app.database.db;
    const foodCounts = await db
      .select({ id: foodCategories.id, kept: foodCategories.foodCount })
      .from(foodCategories);
    for (const { id, kept: keptCount } of foodCounts) {
      const [row] = await db.select({ n: count() }).from(foods).where(eq(foods.categoryId, id));
      expect(keptCount, `food category ${id}`).toBe(row?.n);
    }
    expect(foodCounts.map((row) => row.kept).sort()).toEqual([1, 1]);
    const noticeCounts = await db
      .select({ id: noticeCategories.id, kept: noticeCategories.noticeCount })
      .from(noticeCategories);
    for (const { id, kept: keptCount } of noticeCounts) {
      const [row] = await db.select({ n: count() }).from(notices).where(eq(notices.categoryId, id));
      expect(keptCount, `notice category ${id}`).toBe(row?.n);
    }
    const foodList = await t.app.inject({ url: '/api/foods?page=1&size=16' });
    expect(envelope<{ totalElements: number }>(foodList).body.totalElements).toBe(2);
    const events = await t.app.inject({ url: '/api/notice/3?page=1&size=10' });
    expect(envelope<{ totalElements: number }>(events).body.totalElements).toBe(1);
  });
});
