import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeLikes, notices } from '../../src/db/schema/notice.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from './support.ts';

describe('notice likes', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let other: { id: number; token: string };
  let noticeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    user = await createUser(t.app);
    other = await createUser(t.app);
    noticeId = await insertNotice(t.app, { userId: admin.id, categoryId: 2 });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'DELETE', url: string, token: string | null) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {} });
  const state = async (userId: number) => {
    const [notice] = await t.app.database.db
      .select({ likeCount: notices.likeCount })
      .from(notices)
      .where(eq(notices.id, noticeId));
    const likes = await t.app.database.db
      .select()
      .from(noticeLikes)
      .where(and(eq(noticeLikes.noticeId, noticeId), eq(noticeLikes.userId, userId)));
    return { likeCount: notice?.likeCount, liked: likes.length === 1 };
  };
  const isLike = async (token: string) => {
    const response = await t.app.inject({
      url: `/api/notice/2/${noticeId}`,
      headers: bearer(token),
    });
    return envelope<{ isLike: number; likeCount: number }>(response).body;
  };

  it('likes through /api/notice/{id}/like and through /notice/{id}/like, once per user', async () => {
    const first = await call('POST', `/api/notice/${noticeId}/like`, user.token);
    expect(first.statusCode).toBe(200);
    expect(envelope(first).body).toBe('좋아요를 눌렀습니다.');
    expect(await state(user.id)).toEqual({ likeCount: 1, liked: true });

    const again = await call('POST', `/notice/${noticeId}/like`, user.token);
    expect(again.statusCode).toBe(200);
    expect(await state(user.id)).toEqual({ likeCount: 1, liked: true });

    const unprefixed = await call('POST', `/notice/${noticeId}/like`, other.token);
    expect(unprefixed.statusCode).toBe(200);
    expect(await state(other.id)).toEqual({ likeCount: 2, liked: true });
    expect(await isLike(user.token)).toMatchObject({ isLike: 1, likeCount: 2 });
  });

  it('unlikes idempotently', async () => {
    const response = await call('DELETE', `/api/notice/${noticeId}/dislike`, user.token);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toBe('좋아요를 취소했습니다.');
    expect(await state(user.id)).toEqual({ likeCount: 1, liked: false });
    await call('DELETE', `/api/notice/${noticeId}/dislike`, user.token);
    expect(await state(user.id)).toEqual({ likeCount: 1, liked: false });
    expect(await isLike(user.token)).toMatchObject({ isLike: 0, likeCount: 1 });
  });

  it('needs a user (401) and a notice that exists (404)', async () => {
    for (const [method, url] of [
      ['POST', `/api/notice/${noticeId}/like`],
      ['POST', `/notice/${noticeId}/like`],
      ['DELETE', `/api/notice/${noticeId}/dislike`],
    ] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, url).toBe(401);
      expect(envelope(response).message).toBe('로그인 후 이용해 주세요.');
    }
    expect((await call('POST', '/api/notice/999999/like', user.token)).statusCode).toBe(404);
    expect((await call('POST', '/notice/999999/like', user.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/notice/999999/dislike', user.token)).statusCode).toBe(404);
    expect((await state(other.id)).likeCount).toBe(1);
  });
});
