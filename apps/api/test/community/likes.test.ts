import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityLikes, communityPosts } from '../../src/db/schema/community.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertPost } from './posts.ts';

describe('POST /api/communities/{id}/like and DELETE …/dislike', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let admin: { id: number; token: string };
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const author = await createUser(t.app);
    postId = await insertPost(t.app, { userId: author.id, likeCount: 3 });
  });
  afterAll(() => t.close());

  const like = (token?: string, id = postId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/communities/${id}/like`,
      headers: token ? bearer(token) : {},
    });
  const unlike = (token?: string, id = postId) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${id}/dislike`,
      headers: token ? bearer(token) : {},
    });
  async function state(userId: number) {
    const db = t.app.database.db;
    const [post] = await db
      .select({ likeCount: communityPosts.likeCount })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    const rows = await db
      .select()
      .from(communityLikes)
      .where(and(eq(communityLikes.postId, postId), eq(communityLikes.userId, userId)));
    return { likeCount: post?.likeCount, liked: rows.length };
  }

  it('likes once however often it is called', async () => {
    const first = await like(user.token);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).body).toBe('좋아요를 눌렀습니다.');
    expect((await like(user.token)).statusCode).toBe(200);
    expect(await state(user.id)).toEqual({ likeCount: 4, liked: 1 });
  });

  it('unlikes once, and an unlike without a like changes nothing', async () => {
    expect((await unlike(user.token)).statusCode).toBe(200);
    expect(await state(user.id)).toEqual({ likeCount: 3, liked: 0 });
    const again = await unlike(user.token);
    expect(again.statusCode).toBe(200);
    expect(envelope(again).body).toBe('좋아요를 취소했습니다.');
    expect(await state(user.id)).toEqual({ likeCount: 3, liked: 0 });
  });

  it('lets an admin like a post as anyone else does', async () => {
    expect((await like(admin.token)).statusCode).toBe(200);
    expect(await state(admin.id)).toEqual({ likeCount: 4, liked: 1 });
    expect((await unlike(admin.token)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await like()).statusCode).toBe(401);
    expect((await unlike()).statusCode).toBe(401);
    expect((await like('not-a-token')).statusCode).toBe(401);
    expect(await state(user.id)).toEqual({ likeCount: 3, liked: 0 });
  });

  it('answers 404 for a missing post and 400 for an id that is not a number', async () => {
    const missing = await like(user.token, postId + 1000);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(
      '게시글을 찾을 수 없습니다. 삭제되었거나 다른 게시판의 글입니다.',
    );
    expect((await unlike(user.token, postId + 1000)).statusCode).toBe(404);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/communities/abc/like',
      headers: bearer(user.token),
    });
    expect(text.statusCode).toBe(400);
  });
});
