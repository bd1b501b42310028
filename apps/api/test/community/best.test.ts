import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { at, insertPost } from './posts.ts';

type Best = Record<
  'mostLiked' | 'mostViewed' | 'bestMissing' | 'bestFoster',
  { communityId: number; isLike: number; communityComments: unknown[] } | null
>;

describe('GET /api/bestcommunity', () => {
  let t: TestApp;
  let user: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  async function best(token?: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bestcommunity',
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode).toBe(200);
    const body = envelope<Best>(response).body;
    return {
      body,
      ids: Object.fromEntries(
        Object.entries(body).map(([key, post]) => [key, post?.communityId ?? null]),
      ),
    };
  }

  it('answers four nulls while there are no posts', async () => {
    expect((await best()).body).toEqual({
      mostLiked: null,
      mostViewed: null,
      bestMissing: null,
      bestFoster: null,
    });
  });

  it('picks most liked (then views, then newest), most viewed besides it, and the best of 6 and 7', async () => {
    const post = (categoryId: number, likeCount: number, views: number, minute: number) =>
      insertPost(t.app, { userId: user.id, categoryId, likeCount, views, createdAt: at(minute) });
    await post(2, 10, 5, 0);
    const likedMore = await post(3, 10, 8, 1);
    await post(5, 10, 8, 0);
    const viewed = await post(4, 0, 100, 2);
    const missingOld = await post(6, 0, 60, 3);
    await post(6, 0, 50, 4);
    await post(6, 0, 60, 2);
    const foster = await post(7, 0, 1, 5);

    expect((await best()).ids).toEqual({
      mostLiked: likedMore,
      mostViewed: viewed,
      bestMissing: missingOld,
      bestFoster: foster,
    });

    // The most liked post is also the most viewed: the second pick skips it.
    await t.app.database.db
      .update(communityPosts)
      .set({ views: 1000 })
      .where(eq(communityPosts.id, likedMore));
    expect((await best()).ids).toMatchObject({ mostLiked: likedMore, mostViewed: viewed });
  });

  it('answers posts in the list shape with isLike for the caller', async () => {
    const { ids } = await best();
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/${ids.mostLiked}/like`,
      headers: bearer(user.token),
    });
    const { body } = await best(user.token);
    expect(body.mostLiked).toMatchObject({ isLike: 1, communityComments: [] });
    expect(body.mostViewed).toMatchObject({ isLike: 0, communityCategoryId: 4 });
  });

  it('never shows one post in two slots: a category pick falls back to the next of its category', async () => {
    await t.app.database.db.delete(communityPosts);
    const post = (categoryId: number, likeCount: number, views: number, minute: number) =>
      insertPost(t.app, { userId: user.id, categoryId, likeCount, views, createdAt: at(minute) });
    const missingLiked = await post(6, 50, 500, 0);
    const missingViewed = await post(6, 0, 400, 1);
    const missingThird = await post(6, 0, 300, 2);
    const fosterOnly = await post(7, 0, 1, 3);

    expect((await best()).ids).toEqual({
      mostLiked: missingLiked,
      mostViewed: missingViewed,
      bestMissing: missingThird,
      bestFoster: fosterOnly,
    });

    // A category whose only posts are already shown leaves its slot empty.
    await t.app.database.db.delete(communityPosts).where(eq(communityPosts.id, missingThird));
    expect((await best()).ids).toMatchObject({ bestMissing: null, bestFoster: fosterOnly });
  });
});
