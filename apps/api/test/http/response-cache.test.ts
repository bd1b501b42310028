import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

type Post = { communityId: number; title: string; views: number; isLike: number };
type Page = { content: Post[] };

describe('anonymous reads served from memory', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let postId: number;
  const LIST = '/api/communities/1?page=1&size=10';

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
    user = await createUser(t.app);
    postId = await insertPost(t.app, { userId: user.id, title: '처음 제목' });
  });
  afterAll(() => t.close());

  /** Changes a title behind the server's back, as another instance's write would. */
  const retitle = (title: string) =>
    t.app.database.db.update(communityPosts).set({ title }).where(eq(communityPosts.id, postId));
  const titles = (response: { json: () => unknown }) =>
    envelope<Page>(response).body.content.map((post) => post.title);

  it('answers a repeated anonymous read from memory until this process writes', async () => {
    const first = await t.app.inject({ url: LIST });
    expect(first.headers['x-cache']).toBe('miss');
    expect(titles(first)).toEqual(['처음 제목']);

    await retitle('바뀐 제목');
    const cached = await t.app.inject({ url: LIST });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).toBe(first.body);

    const view = await t.app.inject({ method: 'POST', url: `/api/communities/1/${postId}` });
    expect(view.statusCode).toBe(200);
    const fresh = await t.app.inject({ url: LIST });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(titles(fresh)).toEqual(['바뀐 제목']);
    expect(envelope<Page>(fresh).body.content[0]?.views).toBe(1);
  });

  it('computes afresh for a request sent with Cache-Control: no-cache', async () => {
    await t.app.inject({ url: LIST });
    await retitle('세 번째 제목');
    const fresh = await t.app.inject({ url: LIST, headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(titles(fresh)).toEqual(['세 번째 제목']);
  });

  it('never answers a signed-in caller from memory: isLike is theirs', async () => {
    await t.app.inject({ url: LIST });
    await t.app.database.db.execute(
      sql`insert into community_likes (user_id, post_id) values (${user.id}, ${postId})`,
    );
    const signedIn = await t.app.inject({ url: LIST, headers: bearer(user.token) });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(envelope<Page>(signedIn).body.content[0]?.isLike).toBe(1);
  });

  it('keeps only successful answers', async () => {
    const missing = await t.app.inject({ url: '/api/communities/1/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    const again = await t.app.inject({ url: '/api/communities/1/999999' });
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('sends cached answers compressed like any other', async () => {
    await t.app.inject({ url: LIST });
    const compressed = await t.app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['x-cache']).toBe('hit');
    expect(compressed.headers['content-type']).toContain('application/json');
  });
});
