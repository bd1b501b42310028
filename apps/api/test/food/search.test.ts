import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { at, insertFood } from './support.ts';

type Page = {
  content: Array<{ foodId: number; title: string; foodComment: unknown[]; foodImgs: unknown[] }>;
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('GET /api/search/foods', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const food = (
      key: string,
      categoryId: number,
      title: string,
      content: string,
      likeCount: number,
    ) =>
      insertFood(t.app, {
        userId: admin.id,
        categoryId,
        title,
        content,
        likeCount,
        createdAt: at(likeCount),
      }).then((id) => {
        ids[key] = id;
      });
    await food('salmon', 1, '연어 그레인프리', '피부와 털에 좋은 연어', 5);
    await food('topping', 2, '닭가슴살 사료 토핑', '밥 위에 뿌려 주세요', 9);
    await food('cheese', 2, '치즈 큐브', '고양이 사료와 함께 주면 좋아요', 1);
    await food('duck', 2, '오리 육포', '산책 후 보상용', 3);
    for (let index = 0; index < 13; index += 1) {
      await food(`jerky${index}`, 2, `져키 ${index}`, '부드러운 져키', 0);
    }
  });
  afterAll(() => t.close());

  async function search(query: string): Promise<Page> {
    const response = await t.app.inject({ url: `/api/search/foods?${query}` });
    expect(response.statusCode, query).toBe(200);
    return envelope<Page>(response).body;
  }
  const found = async (searchText: string) =>
    (await search(`searchText=${encodeURIComponent(searchText)}`)).content.map(
      (food) => food.foodId,
    );

  it('finds a two-syllable word in titles, contents and category names, most liked first', async () => {
    expect(await found('사료')).toEqual([ids.topping, ids.salmon, ids.cheese]);
  });

  it('matches the category name alone', async () => {
    const snacks = await search(`searchText=${encodeURIComponent('간식')}&size=50`);
    expect(snacks.totalElements).toBe(16);
    expect(snacks.content.map((food) => food.foodId)).not.toContain(ids.salmon);
    expect(snacks.content.slice(0, 3).map((food) => food.foodId)).toEqual([
      ids.topping,
      ids.duck,
      ids.cheese,
    ]);
  });

  it('finds longer words and needs every word', async () => {
    expect(await found('그레인프리')).toEqual([ids.salmon]);
    expect(await found('연어 사료')).toEqual([ids.salmon]);
    expect(await found('  털 ')).toEqual([ids.salmon]);
    expect(await found('연어 간식')).toEqual([]);
    expect(await found('%%')).toEqual([]);
  });

  it('pages 12 results by default', async () => {
    const first = await search(`searchText=${encodeURIComponent('져키')}`);
    expect(first).toMatchObject({
      totalElements: 13,
      totalPages: 2,
      page: 1,
      size: 12,
      isLast: false,
    });
    expect(first.content).toHaveLength(12);
    expect(first.content[0]?.foodImgs).toHaveLength(1);
    expect(first.content[0]?.foodComment).toEqual([]);
    const second = await search(`searchText=${encodeURIComponent('져키')}&page=2`);
    expect(second).toMatchObject({ page: 2, isLast: true });
    expect(second.content).toHaveLength(1);
  });

  it.each(['', 'searchText=', 'searchText=%20%20'])(
    'refuses an empty search text (%s)',
    async (query) => {
      const response = await t.app.inject({ url: `/api/search/foods?${query}` });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('검색어를 입력해주세요.');
    },
  );
});
