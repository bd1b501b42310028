import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostImages, communityPosts } from '../../src/db/schema/community.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertPost } from './posts.ts';

type Detail = {
  communityId: number;
  communityCategoryId: number;
  isLike: number;
  communityImgs: Array<{ imgUrl: string; thumbImgUrl: string }>;
  communityComments: unknown[];
};

describe('GET and POST /api/communities/{categoryId}/{communityId}', () => {
  let t: TestApp;
  let author: { id: number; token: string };
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app, { name: '글쓴이' });
    postId = await insertPost(t.app, { userId: author.id, categoryId: 3, views: 7 });
    await t.app.database.db.insert(communityPostImages).values(
      [2, 1].map((position) => ({
        postId,
        path: `community/fixture-${position}.webp`,
        thumbPath: `community/fixture-${position}-thumb.webp`,
        width: 10,
        height: 10,
        position,
      })),
    );
  });
  afterAll(() => t.close());

  const views = async () => {
    const [row] = await t.app.database.db
      .select({ views: communityPosts.views })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    return row?.views;
  };

  it('answers the post with its images in upload order', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/communities/3/${postId}` });
    expect(response.statusCode).toBe(200);
    const detail = envelope<Detail>(response).body;
    expect(detail).toMatchObject({
      communityId: postId,
      communityCategoryId: 3,
      communityCategoryName: '강아지',
      views: 7,
      isLike: 0,
      communityComments: [],
    });
    expect(detail.communityImgs).toEqual([
      {
        imgUrl: 'http://localhost:8080/uploads/community/fixture-1.webp',
        thumbImgUrl: 'http://localhost:8080/uploads/community/fixture-1-thumb.webp',
        description: null,
      },
      {
        imgUrl: 'http://localhost:8080/uploads/community/fixture-2.webp',
        thumbImgUrl: 'http://localhost:8080/uploads/community/fixture-2-thumb.webp',
        description: null,
      },
    ]);
  });

  it('finds the post under category 1 (all) and answers isLike for the caller', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/like`,
      headers: bearer(author.token),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/communities/1/${postId}`,
      headers: bearer(author.token),
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<Detail>(response).body).toMatchObject({ communityCategoryId: 3, isLike: 1 });
  });

  it('answers 404 when the post is in another category or does not exist', async () => {
    for (const url of [
      `/api/communities/2/${postId}`,
      `/api/communities/1/${postId + 1000}`,
      `/api/communities/8/${postId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(envelope(response).body).toBeNull();
    }
  });

  it('counts a view of each viewer, anonymous or signed in, and answers 0', async () => {
    const before = await views();
    const first = await t.app.inject({ method: 'POST', url: `/api/communities/3/${postId}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: '요청 성공', body: 0 });
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/1/${postId}`,
      headers: bearer(author.token),
    });
    expect(await views()).toBe((before ?? 0) + 2);
  });

  it('counts no view for a post outside the category', async () => {
    const before = await views();
    const response = await t.app.inject({ method: 'POST', url: `/api/communities/4/${postId}` });
    expect(response.statusCode).toBe(404);
    expect(await views()).toBe(before);
  });
});
