import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { foodLikes, foods } from '../../src/db/schema/food.ts';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const ANONYMOUS = { authenticated: false, user: null, myStatus: null };

describe('GET /api/account/principal', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Tests below change the user row by hand and read at once: no kept identity (decision 041).
    t = await createTestApp({ IDENTITY_CACHE_MS: '0' });
  });
  afterAll(() => t.close());

  const principal = (headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/account/principal', headers });

  it('answers anonymous callers with the anonymous body', async () => {
    const response = await principal();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: '요청 성공', body: ANONYMOUS });
  });

  it.each([
    ['a malformed token', 'Bearer not-a-jwt'],
    [
      'a token signed with another secret',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    ],
    ['a header without the Bearer scheme', 'Basic abc'],
  ])('treats %s as anonymous, never as an error', async (_label, authorization) => {
    const response = await principal({ authorization });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual(ANONYMOUS);
  });

  it('treats an expired token as anonymous', async () => {
    const { createTokenService } = await import('../../src/auth/tokens.ts');
    const user = await createUser(t.app);
    const expired = await createTokenService({
      secret: t.app.config.jwt.secret,
      expiresIn: '-1s',
    }).sign({
      userId: user.id,
      role: 'ROLE_USER',
      tokenVersion: 0,
    });
    expect(envelope(await principal(bearer(expired))).body).toEqual(ANONYMOUS);
  });

  it('describes a signed-in user with their counts', async () => {
    const user = await createUser(t.app, {
      name: '몽실맘',
      email: 'mongsil@example.com',
      provider: 'naver',
    });
    const db = t.app.database.db;
    const [post] = await db
      .insert(communityPosts)
      .values({ categoryId: 3, userId: user.id, title: '산책', content: '오늘 산책' })
      .returning({ id: communityPosts.id });
    if (!post) throw new Error('post not created');
    await db.insert(communityComments).values([
      { postId: post.id, userId: user.id, content: '첫 댓글' },
      { postId: post.id, userId: user.id, content: '둘째 댓글' },
    ]);
    const adminId = t.app.adminUserId;
    if (adminId === null) throw new Error('admin expected');
    const [food] = await db
      .insert(foods)
      .values({
        categoryId: 1,
        userId: adminId,
        title: '사료',
        content: '맛있는 사료',
        price: 19000,
        foodAddress: 'https://shop.example.com/1',
      })
      .returning({ id: foods.id });
    if (!food) throw new Error('food not created');
    await db.insert(foodLikes).values({ userId: user.id, foodId: food.id });

    const body = envelope(await principal(bearer(user.token))).body;
    expect(body).toEqual({
      authenticated: true,
      user: {
        userId: user.id,
        name: '몽실맘',
        email: 'mongsil@example.com',
        profileImgUrl: 'http://localhost:8080/static/default-profile.svg',
        provider: 'naver',
        role: 'ROLE_USER',
      },
      myStatus: { postCount: 1, commentCount: 2, likedFoodCount: 1 },
    });
  });

  it('passes a provider avatar through and serves the default avatar', async () => {
    const avatar = 'https://phinf.pstatic.net/contact/profile.png';
    const user = await createUser(t.app, { profileImage: avatar });
    const body = envelope<{ user: { profileImgUrl: string } }>(
      await principal(bearer(user.token)),
    ).body;
    expect(body.user.profileImgUrl).toBe(avatar);
    const image = await t.app.inject({ method: 'GET', url: '/static/default-profile.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('stops accepting every token of a user at once when their token version rises', async () => {
    const user = await createUser(t.app);
    expect(
      envelope<{ authenticated: boolean }>(await principal(bearer(user.token))).body.authenticated,
    ).toBe(true);
    await t.app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect(envelope(await principal(bearer(user.token))).body).toEqual(ANONYMOUS);
  });

  it('treats the token of a withdrawn user as anonymous', async () => {
    const user = await createUser(t.app);
    await t.app.database.db
      .update(users)
      .set({ withdrawnAt: new Date() })
      .where(eq(users.id, user.id));
    expect(envelope(await principal(bearer(user.token))).body).toEqual(ANONYMOUS);
  });
});
