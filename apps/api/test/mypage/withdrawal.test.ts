import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateSocialUser } from '../../src/auth/oauth/social-users.ts';
import { communityLikes, communityPosts } from '../../src/db/schema/community.ts';
import { foodLikes, foodReviewLikes, foodReviews, foods } from '../../src/db/schema/food.ts';
import { noticeComments, noticeLikes, notices } from '../../src/db/schema/notice.ts';
import { users } from '../../src/db/schema/users.ts';
import { postComment } from '../community/posts.ts';
import { pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { contentOf } from './content.ts';

const ANONYMOUS = { authenticated: false, user: null, myStatus: null };

describe('DELETE /api/mypage/user (withdrawal)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withdraw = (token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/user',
      headers: token ? bearer(token) : {},
    });
  const principal = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/account/principal', headers: bearer(token) });
  const likesOf = async (table: PgTable, userColumn: PgColumn, userId: number) => {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(table)
      .where(eq(userColumn, userId));
    return row?.n;
  };
  const likeCount = async (table: PgTable, idColumn: PgColumn, counter: PgColumn, id: number) => {
    const [row] = await t.app.database.db
      .select({ n: counter })
      .from(table)
      .where(eq(idColumn, id));
    return row?.n;
  };

  describe('a user with posts, comments, likes and a stored profile image', () => {
    const providerId = 'kakao-4242';
    let me: { id: number; token: string };
    let other: { id: number; token: string };
    let storedImage: string;
    const ids = { myPost: 0, othersPost: 0, notice: 0, food: 0, review: 0 };

    beforeAll(async () => {
      me = await createUser(t.app, {
        name: '떠나는사람',
        email: 'leaving@example.com',
        provider: 'kakao',
        providerId,
      });
      other = await createUser(t.app, { name: '남는사람' });
      const content = contentOf(t.app);
      ids.myPost = await content.post(me.id, { categoryId: 4, title: '우리 고양이 소개' });
      await content.communityComment(ids.myPost, me.id, '제 글에 남기는 댓글');
      ids.othersPost = await content.post(other.id, { title: '남의 글' });
      await content.communityComment(ids.othersPost, me.id, '좋은 글이네요');
      ids.notice = await content.notice();
      ids.food = await content.food();
      ids.review = await content.review(ids.food, other.id, '맛있어요');
      for (const userId of [me.id, other.id]) {
        await content.like('post', userId, ids.othersPost);
        await content.like('post', userId, ids.myPost);
        await content.like('notice', userId, ids.notice);
        await content.like('food', userId, ids.food);
        await content.like('review', userId, ids.review);
      }

      const { payload, headers } = await multipartBody(
        {},
        [{ bytes: await pngImage(), filename: 'me.png', type: 'image/png' }],
        'file',
      );
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/image',
        payload,
        headers: { ...headers, ...bearer(me.token) },
      });
      expect(uploaded.statusCode).toBe(200);
      const [row] = await t.app.database.db
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, me.id));
      storedImage = row?.profileImage ?? '';
      expect(await t.app.storage.stat(storedImage)).not.toBeNull();

      const response = await withdraw(me.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe(
        '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
      );
    });

    it('stops the token at once', async () => {
      expect(envelope(await principal(me.token)).body).toEqual(ANONYMOUS);
      const rename = await t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/name',
        query: { name: '돌아온사람' },
        headers: bearer(me.token),
      });
      expect(rename.statusCode).toBe(401);
      const lists = await t.app.inject({
        method: 'GET',
        url: '/api/mypage/community',
        headers: bearer(me.token),
      });
      expect(lists.statusCode).toBe(401);
      expect((await withdraw(me.token)).statusCode).toBe(401);
    });

    it('erases the personal data and keeps the row', async () => {
      const [row] = await t.app.database.db.select().from(users).where(eq(users.id, me.id));
      expect(row).toMatchObject({
        name: '탈퇴한 사용자',
        email: null,
        profileImage: null,
        provider: null,
        providerId: null,
        username: null,
        passwordHash: null,
        tokenVersion: 1,
      });
      expect(row?.withdrawnAt).toBeInstanceOf(Date);
    });

    it('removes the stored profile image file', async () => {
      expect(await t.app.storage.stat(storedImage)).toBeNull();
    });

    it('removes every like and lowers each counter by one', async () => {
      expect(await likesOf(communityLikes, communityLikes.userId, me.id)).toBe(0);
      expect(await likesOf(noticeLikes, noticeLikes.userId, me.id)).toBe(0);
      expect(await likesOf(foodLikes, foodLikes.userId, me.id)).toBe(0);
      expect(await likesOf(foodReviewLikes, foodReviewLikes.userId, me.id)).toBe(0);
      const posts = [communityPosts, communityPosts.id, communityPosts.likeCount] as const;
      expect(await likeCount(...posts, ids.othersPost)).toBe(1);
      expect(await likeCount(...posts, ids.myPost)).toBe(1);
      expect(await likeCount(notices, notices.id, notices.likeCount, ids.notice)).toBe(1);
      expect(await likeCount(foods, foods.id, foods.likeCount, ids.food)).toBe(1);
      expect(await likeCount(foodReviews, foodReviews.id, foodReviews.likeCount, ids.review)).toBe(
        1,
      );
      // The other user's likes are untouched.
      expect(await likesOf(communityLikes, communityLikes.userId, other.id)).toBe(2);
      expect(await likesOf(foodReviewLikes, foodReviewLikes.userId, other.id)).toBe(1);
    });

    it('keeps posts and comments, shown as 탈퇴한 사용자', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/communities/4/${ids.myPost}`,
      });
      expect(response.statusCode).toBe(200);
      const post = envelope<{
        title: string;
        user: { userId: number; name: string; profileImgUrl: string };
        communityComments: { content: string; user: { name: string } }[];
      }>(response).body;
      expect(post.title).toBe('우리 고양이 소개');
      expect(post.user.userId).toBe(me.id);
      expect(post.user.name).toBe('탈퇴한 사용자');
      expect(post.user.profileImgUrl).toMatch(/\/static\/default-profile\.svg$/);
      expect(post.communityComments.map((comment) => comment.user.name)).toEqual(['탈퇴한 사용자']);
      const [kept] = await t.app.database.db
        .select({ n: count() })
        .from(communityPosts)
        .where(eq(communityPosts.userId, me.id));
      expect(kept?.n).toBe(1);
    });

    it('creates a new account when the same provider account signs in again', async () => {
      const identity = await findOrCreateSocialUser(
        { db: t.app.database.db, events: t.app.events },
        'kakao',
        {
          providerId,
          name: '떠나는사람',
          email: 'leaving@example.com',
          image: null,
        },
      );
      expect(identity.userId).not.toBe(me.id);
      const token = await t.app.tokens.sign(identity);
      const body = envelope<{
        user: { userId: number; name: string };
        myStatus: { postCount: number; commentCount: number };
      }>(await principal(token)).body;
      expect(body.user).toMatchObject({ userId: identity.userId, name: '떠나는사람' });
      expect(body.myStatus).toMatchObject({ postCount: 0, commentCount: 0 });
    });
  });

  it('keeps a provider avatar URL out of storage and erases it', async () => {
    const user = await createUser(t.app, { profileImage: 'https://k.kakaocdn.net/avatar.jpg' });
    expect((await withdraw(user.token)).statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.profileImage).toBeNull();
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await withdraw();
    expect(response.statusCode).toBe(401);
    expect(envelope(response).message).toBe('로그인 후 이용해 주세요.');
  });

  it('refuses to withdraw an administrator account, which stays usable', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const response = await withdraw(admin.token);
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('관리자 계정은 삭제할 수 없습니다.');
    expect(envelope<{ authenticated: boolean }>(await principal(admin.token)).body).toMatchObject({
      authenticated: true,
    });
  });

  describe('with deleteContent=true', () => {
    let me: { id: number; token: string };
    let other: { id: number; token: string };
    const ids = { myPost: 0, othersPost: 0, myComment: 0, keptComment: 0, food: 0, notice: 0 };
    let filesBefore: string[] = [];

    const upload = async (url: string, token: string, fields: Record<string, string | number>) => {
      const { payload, headers } = await multipartBody(fields, [
        { bytes: await pngImage(), filename: 'photo.png', type: 'image/png' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(200);
      return envelope<number>(response).body;
    };
    const commentCount = (table: PgTable, idColumn: PgColumn, counter: PgColumn, id: number) =>
      likeCount(table, idColumn, counter, id);

    beforeAll(async () => {
      me = await createUser(t.app, { name: '다지우는사람' });
      other = await createUser(t.app, { name: '남는이웃' });
      const content = contentOf(t.app);
      ids.othersPost = await upload('/api/communities', other.token, {
        communityCategoryId: 3,
        title: '남는 글',
        content: '그대로',
      });
      filesBefore = await storedFiles(t.app);
      ids.food = await content.food();
      ids.notice = await content.notice({ categoryId: 3 });

      ids.myPost = await upload('/api/communities', me.token, {
        communityCategoryId: 3,
        title: '지워질 글',
        content: '사진과 함께',
      });
      await postComment(t.app, other.token, ids.myPost, { content: '이 글의 댓글' });
      ids.myComment = await postComment(t.app, me.token, ids.othersPost, {
        content: '지워질 댓글',
      });
      await postComment(t.app, other.token, ids.othersPost, {
        content: '지워질 댓글에 단 답글',
        parentCommentId: ids.myComment,
        parentUserId: me.id,
      });
      ids.keptComment = await postComment(t.app, other.token, ids.othersPost, {
        content: '남는 댓글',
      });
      await upload(`/api/foods/${ids.food}/comments`, me.token, { content: '맛있어요' });
      await upload(`/api/notice/${ids.notice}/comments`, me.token, { content: '참여합니다' });
      expect(
        await commentCount(
          communityPosts,
          communityPosts.id,
          communityPosts.commentCount,
          ids.othersPost,
        ),
      ).toBe(3);

      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/mypage/user?deleteContent=true',
        headers: bearer(me.token),
      });
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe(
        '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
      );
    });

    it('deletes the posts, and the comments with the replies under them', async () => {
      const mine = await t.app.inject({ method: 'GET', url: `/api/communities/1/${ids.myPost}` });
      expect(mine.statusCode).toBe(404);
      const others = await t.app.inject({
        method: 'GET',
        url: `/api/communities/1/${ids.othersPost}`,
      });
      const post = envelope<{ communityComments: Array<{ communityCommentId: number }> }>(others);
      expect(post.body.communityComments.map((comment) => comment.communityCommentId)).toEqual([
        ids.keptComment,
      ]);
      expect(
        await commentCount(
          communityPosts,
          communityPosts.id,
          communityPosts.commentCount,
          ids.othersPost,
        ),
      ).toBe(1);
    });

    it('deletes the food reviews and notice comments, and their counters follow', async () => {
      expect(await likesOf(foodReviews, foodReviews.userId, me.id)).toBe(0);
      expect(await commentCount(foods, foods.id, foods.commentCount, ids.food)).toBe(0);
      expect(await likesOf(noticeComments, noticeComments.userId, me.id)).toBe(0);
      expect(await commentCount(notices, notices.id, notices.commentCount, ids.notice)).toBe(0);
    });

    it('removes every image file the content had', async () => {
      expect(await storedFiles(t.app)).toEqual(filesBefore);
    });

    it('refuses a value other than true or false with 400, withdrawing nothing', async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/mypage/user?deleteContent=yes',
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(400);
      expect(envelope<{ authenticated: boolean }>(await principal(other.token)).body).toMatchObject(
        {
          authenticated: true,
        },
      );
    });
  });
});
