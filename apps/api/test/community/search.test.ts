import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { at, insertPost } from './posts.ts';

type Page = {
  content: Array<{ communityId: number; communityCategoryId: number; title: string }>;
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('GET /api/search/communities/{categoryId}', () => {
  let t: TestApp;
  const posts: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const writer = await createUser(t.app, { name: '보리엄마' });
    const neighbour = await createUser(t.app, { name: '콩이아빠' });
    const leaver = await createUser(t.app, { name: '사료왕' });
    const plan: Array<[string, number, number, string, string]> = [
      ['shedding', writer.id, 3, '털 빠짐이 심해요', '봄이라 그런지 빗질을 해도 끝이 없네요'],
      ['food', neighbour.id, 4, '고양이 사료 추천해주세요', '입이 짧은 아이예요'],
      ['walk', neighbour.id, 3, '산책 코스 공유', '강아지 사료 이야기는 아니에요'],
      ['lost', writer.id, 6, '강아지를 찾습니다', '하얀 털에 빨간 목줄'],
      ['hidden', leaver.id, 2, '탈퇴한 분의 글', '평범한 이야기'],
    ];
    for (const [index, [key, userId, categoryId, title, content]] of plan.entries()) {
      posts[key] = await insertPost(t.app, {
        userId,
        categoryId,
        title,
        content,
        createdAt: at(index),
      });
    }
    await t.app.database.db
      .update(users)
      .set({ withdrawnAt: new Date() })
      .where(eq(users.id, leaver.id));
  });
  afterAll(() => t.close());

  async function search(categoryId: number, query: string): Promise<Page> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/communities/${categoryId}?${query}`,
    });
    expect(response.statusCode, query).toBe(200);
    return envelope<Page>(response).body;
  }
  const ids = (page: Page) => page.content.map((item) => item.communityId);
  const q = (text: string, extra = '') => `searchText=${encodeURIComponent(text)}${extra}`;

  it('finds a one-syllable word in titles and contents, newest first', async () => {
    expect(ids(await search(1, q('털')))).toEqual([posts.lost, posts.shedding]);
  });

  it('finds a two-syllable word, in every category under 1 and in one category', async () => {
    const all = await search(1, q('사료'));
    expect(ids(all)).toEqual([posts.walk, posts.food]);
    expect(all.content.map((item) => item.communityCategoryId)).toEqual([3, 4]);
    expect(ids(await search(4, q('사료')))).toEqual([posts.food]);
  });

  it('finds posts by their author’s name, but not a withdrawn author’s', async () => {
    expect(ids(await search(1, q('콩이아빠')))).toEqual([posts.walk, posts.food]);
    expect(ids(await search(1, q('보리')))).toEqual([posts.lost, posts.shedding]);
    expect(ids(await search(1, q('사료왕')))).toEqual([]);
    expect(ids(await search(1, q('없는말')))).toEqual([]);
  });

  it('needs every word of a long query, however many words it has', async () => {
    expect(ids(await search(1, q('강아지 사료 이야기 아니에요')))).toEqual([posts.walk]);
    expect(ids(await search(1, q('강아지 사료 이야기 고양이')))).toEqual([]);
    expect(ids(await search(3, q('하얀 털에 빨간 목줄')))).toEqual([]);
    expect(ids(await search(6, q('하얀 털에 빨간 목줄')))).toEqual([posts.lost]);
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    expect(ids(await search(1, q('%')))).toEqual([]);
    expect(ids(await search(1, q('_')))).toEqual([]);
  });

  it('pages with a default size of 5', async () => {
    const page = await search(1, q('이', '&categoryId=3'));
    expect(page).toMatchObject({ size: 5, page: 1 });
    const first = await search(1, q('요', '&size=2'));
    expect(first).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      page: 1,
      size: 2,
      isLast: false,
    });
    const second = await search(1, q('요', '&size=2&page=2'));
    expect(ids(second)).toEqual([posts.shedding]);
    expect(second.isLast).toBe(true);
    const beyond = await search(1, q('요', '&size=2&page=5'));
    expect(beyond).toMatchObject({ content: [], totalElements: 3, totalPages: 2, page: 5 });
    expect(beyond.isLast).toBe(true);
  });

  it.each([
    ['', '검색어를 입력해주세요.'],
    ['searchText=', '검색어를 입력해주세요.'],
    ['searchText=%20%20', '검색어를 입력해주세요.'],
  ])('refuses %j with 400', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/communities/1?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/communities/8?${q('털')}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
