import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { at, insertPost } from './posts.ts';

type Item = { communityId: number; communityCategoryId: number } & Record<string, unknown>;
type Page = {
  content: Item[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('GET /api/communities/{categoryId}', () => {
  let t: TestApp;
  let author: { id: number; token: string };
  let liker: { id: number; token: string };
  // Oldest first; p1 and p2 share the most likes.
  let p1 = 0;
  let p2 = 0;
  let p3 = 0;
  let p4 = 0;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app, { name: '글쓴이' });
    liker = await createUser(t.app);
    const post = (categoryId: number, likeCount: number, minute: number) =>
      insertPost(t.app, { userId: author.id, categoryId, likeCount, createdAt: at(minute) });
    p1 = await post(2, 5, 0);
    p2 = await post(3, 5, 1);
    p3 = await post(6, 0, 2);
    p4 = await post(2, 1, 3);
  });
  afterAll(() => t.close());

  async function list(url: string, token?: string): Promise<Page> {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode).toBe(200);
    return envelope<Page>(response).body;
  }
  const idsOf = (page: Page) => page.content.map((item) => item.communityId);

  it('lists every category under 1, newest first, each item with its real category', async () => {
    const page = await list('/api/communities/1');
    expect(idsOf(page)).toEqual([p4, p3, p2, p1]);
    expect(page.content.map((item) => item.communityCategoryId)).toEqual([2, 6, 3, 2]);
    expect(page).toMatchObject({
      totalElements: 4,
      totalPages: 1,
      page: 1,
      size: 10,
      isLast: true,
    });
  });

  it('filters by category and ignores a categoryId query parameter', async () => {
    expect(idsOf(await list('/api/communities/2'))).toEqual([p4, p1]);
    expect(idsOf(await list('/api/communities/2?categoryId=3&unknown=1'))).toEqual([p4, p1]);
    expect(idsOf(await list('/api/communities/7'))).toEqual([]);
  });

  it('sorts popular by likes, then newest', async () => {
    expect(idsOf(await list('/api/communities/1?sort=popular'))).toEqual([p2, p1, p4, p3]);
    expect(idsOf(await list('/api/communities/1?sort=whatever'))).toEqual([p4, p3, p2, p1]);
  });

  it('pages with 1-based page numbers', async () => {
    const first = await list('/api/communities/1?page=1&size=3');
    expect(idsOf(first)).toEqual([p4, p3, p2]);
    expect(first).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      page: 1,
      size: 3,
      isLast: false,
    });
    const second = await list('/api/communities/1?page=2&size=3');
    expect(idsOf(second)).toEqual([p1]);
    expect(second).toMatchObject({ page: 2, size: 3, isLast: true });
    const beyond = await list('/api/communities/1?page=5&size=3');
    expect(beyond).toMatchObject({ content: [], page: 5, isLast: true });
  });

  it('answers every field of the list shape, isLike for the caller', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/${p1}/like`,
      headers: bearer(liker.token),
    });
    const anonymous = await list('/api/communities/2');
    const item = anonymous.content.find((entry) => entry.communityId === p1);
    expect(item).toEqual({
      communityId: p1,
      communityCategoryId: 2,
      title: expect.any(String),
      content: '테스트 내용입니다',
      createdAt: '2025-01-01T09:00:00+09:00',
      views: 0,
      isLike: 0,
      likeCount: 6,
      commentCount: 0,
      communityCategory: { communityCategoryId: 2, communityCategoryName: '자유게시판' },
      communityCategoryName: '자유게시판',
      user: {
        userId: author.id,
        name: '글쓴이',
        profileImgUrl: 'http://localhost:8080/static/default-profile.svg',
      },
      communityImgs: [],
      communityComments: [],
    });
    const signedIn = await list('/api/communities/2', liker.token);
    const liked = signedIn.content.find((entry) => entry.communityId === p1);
    expect(liked?.isLike).toBe(1);
    expect(signedIn.content.find((entry) => entry.communityId === p4)?.isLike).toBe(0);
  });

  it("shows a withdrawn author as '탈퇴한 사용자'", async () => {
    const leaver = await createUser(t.app, {
      name: '떠난사람',
      profileImage: 'https://x.test/a.png',
    });
    const id = await insertPost(t.app, { userId: leaver.id, categoryId: 5 });
    await t.app.database.db
      .update(users)
      .set({ withdrawnAt: new Date() })
      .where(eq(users.id, leaver.id));
    const page = await list('/api/communities/5');
    expect(page.content.find((item) => item.communityId === id)?.user).toEqual({
      userId: leaver.id,
      name: '탈퇴한 사용자',
      profileImgUrl: 'http://localhost:8080/static/default-profile.svg',
    });
  });

  it('answers 404 for an unknown category and 400 for one that is not a number', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/communities/9' });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe(
      '존재하지 않는 게시판입니다. 게시판 목록에서 다시 선택해주세요.',
    );
    const text = await t.app.inject({ method: 'GET', url: '/api/communities/abc' });
    expect(text.statusCode).toBe(400);
  });
});
