import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityComments,
  communityLikes,
  communityPosts,
} from '../../src/db/schema/community.ts';
import { foodReviewLikes, foodReviews } from '../../src/db/schema/food.ts';
import { noticeComments, noticeLikes } from '../../src/db/schema/notice.ts';
import { petReports } from '../../src/db/schema/pet-reports.ts';
import { insertPost } from '../community/posts.ts';
import { pngImage } from '../fixtures/images.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';
import { lostCat, reportId } from '../pet-reports/support.ts';
import { expectWriteRefused, rowCount, twoDaysAgo } from './support.ts';

const HOUR_S = 3600;
const TEN_MINUTES_S = 600;

describe('per-member write limits', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let postId: number;
  let foodId: number;
  let reviewId: number;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp({
      WRITE_LIMITS: 'posts=2/1h,comments=2/10m,reviews=1/1h,likes=3/10m,uploads=3/1h,edits=2/1h',
      NEW_ACCOUNT_WRITE_LIMITS: 'posts=1',
    });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', createdAt: twoDaysAgo() });
    postId = await insertPost(t.app, { userId: admin.id });
    foodId = await insertFood(t.app, { userId: admin.id });
    eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    const [review] = await t.app.database.db
      .insert(foodReviews)
      .values({ foodId, userId: admin.id, content: '잘 먹어요' })
      .returning({ id: foodReviews.id });
    if (!review) throw new Error('review not inserted');
    reviewId = review.id;
  });
  afterAll(() => t.close());

  /** A member past their first day, so only the established limits apply. */
  const member = () => createUser(t.app, { createdAt: twoDaysAgo() });

  async function multipart(
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    fields: Record<string, string | number>,
    files: { bytes: Buffer; filename: string; type?: string }[] = [],
    fileField = 'files',
  ) {
    const { payload, headers } = await multipartBody(fields, files, fileField);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  }
  const post = (token: string) =>
    multipart('POST', '/api/communities', token, {
      communityCategoryId: 3,
      title: '산책 기록',
      content: '오늘도 산책했어요',
    });
  const jsonPost = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(token),
      payload: { communityCategoryId: 3, title: '산책 기록', content: '오늘도 산책했어요' },
    });
  const profileImage = async (token: string) =>
    multipart(
      'PUT',
      '/api/mypage/user/image',
      token,
      {},
      [{ bytes: await pngImage(), filename: 'me.png', type: 'image/png' }],
      'file',
    );
  const comment = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(token),
      payload: { communityId: postId, content: '귀여워요' },
    });
  const call = (method: 'POST' | 'DELETE', url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });

  it('refuses a third post within the hour with 429 and stores nothing', async () => {
    const { token } = await member();
    expect((await post(token)).statusCode).toBe(200);
    expect((await post(token)).statusCode).toBe(200);
    const before = await rowCount(t.app, communityPosts);

    expectWriteRefused(await post(token), SERVER_MESSAGES.tooManyPosts, HOUR_S);
    expectWriteRefused(await jsonPost(token), SERVER_MESSAGES.tooManyPosts, HOUR_S);
    expect(await rowCount(t.app, communityPosts)).toBe(before);
  });

  it('counts community and notice comments together', async () => {
    const { token } = await member();
    expect((await comment(token)).statusCode).toBe(200);
    const eventComment = await multipart('POST', `/api/notice/${eventId}/comments`, token, {
      content: '참여합니다',
    });
    expect(eventComment.statusCode).toBe(200);
    const before = [
      await rowCount(t.app, communityComments),
      await rowCount(t.app, noticeComments),
    ];

    expectWriteRefused(await comment(token), SERVER_MESSAGES.tooManyComments, TEN_MINUTES_S);
    expectWriteRefused(
      await multipart('POST', `/api/notice/${eventId}/comments`, token, { content: '또 참여' }),
      SERVER_MESSAGES.tooManyComments,
      TEN_MINUTES_S,
    );
    expect([
      await rowCount(t.app, communityComments),
      await rowCount(t.app, noticeComments),
    ]).toEqual(before);
  });

  it('refuses a second food review within the hour', async () => {
    const { token } = await member();
    const review = () =>
      multipart('POST', `/api/foods/${foodId}/comments`, token, { content: '잘 먹어요' });
    expect((await review()).statusCode).toBe(200);
    const before = await rowCount(t.app, foodReviews);

    expectWriteRefused(await review(), SERVER_MESSAGES.tooManyReviews, HOUR_S);
    expect(await rowCount(t.app, foodReviews)).toBe(before);
  });

  it('counts likes and unlikes of every kind in one budget', async () => {
    const { token } = await member();
    expect((await call('POST', `/api/communities/${postId}/like`, token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/communities/${postId}/dislike`, token)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/foods/${foodId}/like`, token)).statusCode).toBe(200);
    const before = [
      await rowCount(t.app, communityLikes),
      await rowCount(t.app, foodReviewLikes),
      await rowCount(t.app, noticeLikes),
    ];

    for (const [method, url] of [
      ['POST', `/api/foods/${foodId}/${reviewId}/like`],
      ['POST', `/notice/${eventId}/like`],
      ['POST', `/api/notice/${eventId}/like`],
      ['POST', `/api/communities/${postId}/like`],
    ] as const) {
      expectWriteRefused(
        await call(method, url, token),
        SERVER_MESSAGES.tooManyLikes,
        TEN_MINUTES_S,
      );
    }
    expect([
      await rowCount(t.app, communityLikes),
      await rowCount(t.app, foodReviewLikes),
      await rowCount(t.app, noticeLikes),
    ]).toEqual(before);
  });

  it("keys the budget by the token's member: a new token does not reset it, another member has theirs", async () => {
    const spent = await member();
    for (let like = 0; like < 3; like += 1) {
      expect((await call('POST', `/api/foods/${foodId}/like`, spent.token)).statusCode).toBe(200);
    }
    const freshToken = await t.app.tokens.sign({
      userId: spent.id,
      role: 'ROLE_USER',
      tokenVersion: 0,
    });
    expectWriteRefused(
      await call('POST', `/api/foods/${foodId}/like`, freshToken),
      SERVER_MESSAGES.tooManyLikes,
      TEN_MINUTES_S,
    );
    const other = await member();
    expect((await call('POST', `/api/foods/${foodId}/like`, other.token)).statusCode).toBe(200);
  });

  it('counts calls that carried files as uploads, text-only forms and JSON bodies not', async () => {
    const { token } = await member();
    expect((await profileImage(token)).statusCode).toBe(200);
    expect((await jsonPost(token)).statusCode).toBe(200);
    expect((await post(token)).statusCode).toBe(200);
    // The posts budget (2) is spent: the refused post must not spend an upload either.
    expectWriteRefused(await post(token), SERVER_MESSAGES.tooManyPosts, HOUR_S);
    expect((await profileImage(token)).statusCode).toBe(200);
    expect((await profileImage(token)).statusCode).toBe(200);

    const refused = await profileImage(token);
    expectWriteRefused(refused, SERVER_MESSAGES.tooManyUploads, HOUR_S);
    // A fresh hour's window: the member reads the minutes left.
    expect(refused.json()).toMatchObject({
      message: '이미지를 너무 자주 올리고 있습니다. 60분 후에 다시 시도해 주세요.',
    });
  });

  it('counts only writes that were stored: not a refusal, not an idempotent replay', async () => {
    const { token } = await member();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/communities/999999/comments',
      headers: bearer(token),
      payload: { communityId: 999999, content: '없는 글' },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(token),
      payload: { communityId: postId, content: '' },
    });
    expect(empty.statusCode).toBe(400);
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/communities/${postId}/comments`,
        headers: { ...bearer(token), 'idempotency-key': `retry-${token.slice(-12)}` },
        payload: { communityId: postId, content: '한 번만' },
      });
    expect((await keyed()).statusCode).toBe(200);
    const replay = await keyed();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    // Two comments a window: the stored one and this one; the refusals and the replay were free.
    expect((await comment(token)).statusCode).toBe(200);
    expectWriteRefused(await comment(token), SERVER_MESSAGES.tooManyComments, TEN_MINUTES_S);
  });

  it('counts edits in their own budget: two typo fixes leave the next post free', async () => {
    const { token } = await member();
    const created = await post(token);
    const id = (created.json() as { body: number }).body;
    const edit = (title: string) =>
      multipart('PUT', `/api/communities/${id}`, token, {
        communityCategoryId: 3,
        title,
        content: '오늘도 산책했어요',
      });
    expect((await edit('산책 기록 1')).statusCode).toBe(200);
    expect((await edit('산책 기록 2')).statusCode).toBe(200);

    expectWriteRefused(await edit('산책 기록 3'), SERVER_MESSAGES.tooManyEdits, HOUR_S);
    const [row] = await t.app.database.db
      .select({ title: communityPosts.title })
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    expect(row?.title).toBe('산책 기록 2');
    expect((await post(token)).statusCode).toBe(200);
  });

  it('counts the status changes of a pet report changes as edits', async () => {
    const { token } = await member();
    const id = await reportId(t.app, token, { report: lostCat() });
    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/pet-reports/${id}`,
        headers: bearer(token),
        payload: { status },
      });
    expect((await patch('sighted')).statusCode).toBe(200);
    expect((await patch('searching')).statusCode).toBe(200);

    expectWriteRefused(await patch('reunited'), SERVER_MESSAGES.tooManyEdits, HOUR_S);
    const [row] = await t.app.database.db
      .select({ status: petReports.status })
      .from(petReports)
      .where(eq(petReports.postId, id));
    expect(row?.status).toBe('searching');
  });

  it('gives an account younger than a day the tighter cap', async () => {
    const young = await createUser(t.app);
    expect((await jsonPost(young.token)).statusCode).toBe(200);
    const before = await rowCount(t.app, communityPosts);

    expectWriteRefused(await jsonPost(young.token), SERVER_MESSAGES.newAccountLimited, HOUR_S);
    expect(await rowCount(t.app, communityPosts)).toBe(before);
  });

  it('does not limit administrators', async () => {
    for (let like = 0; like < 5; like += 1) {
      const method = like % 2 === 0 ? 'POST' : 'DELETE';
      const url = `/api/communities/${postId}/${like % 2 === 0 ? 'like' : 'dislike'}`;
      expect((await call(method, url, admin.token)).statusCode).toBe(200);
    }
  });
});

describe('the uploads budget of a new member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMITS: 'uploads=1/1h' });
  });
  afterAll(() => t.close());

  const form = async (
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    fields: Record<string, string | number>,
    files: { bytes: Buffer; filename: string; type?: string }[] = [],
  ) => {
    const { payload, headers } = await multipartBody(fields, files, 'file');
    return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  };

  it('is not spent by five text-only posts: the profile image still goes through', async () => {
    const young = await createUser(t.app);
    for (let post = 0; post < 5; post += 1) {
      const answer = await form('POST', '/api/communities', young.token, {
        communityCategoryId: 3,
        title: `글 ${post}`,
        content: '사진 없이 쓴 글',
      });
      expect(answer.statusCode).toBe(200);
    }
    const image = [{ bytes: await pngImage(), filename: 'me.png', type: 'image/png' }];
    expect((await form('PUT', '/api/mypage/user/image', young.token, {}, image)).statusCode).toBe(
      200,
    );
    // New-account limits stay: the one upload of the hour is spent.
    expectWriteRefused(
      await form('PUT', '/api/mypage/user/image', young.token, {}, image),
      SERVER_MESSAGES.newAccountLimited,
      HOUR_S,
    );
  });
});
