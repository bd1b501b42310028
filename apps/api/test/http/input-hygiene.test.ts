import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { foodReviews } from '../../src/db/schema/food.ts';
import { noticeComments } from '../../src/db/schema/notice.ts';
import { users } from '../../src/db/schema/users.ts';
import { insertPost } from '../community/posts.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

const CONTROL_MESSAGE =
  '입력한 내용에 사용할 수 없는 문자(제어 문자)가 들어 있습니다. 지우고 다시 입력해주세요.';
const LINE_BREAK_MESSAGE = '줄바꿈 없이 한 줄로 입력해주세요.';

/** Characters no request may store: NUL (PostgreSQL refuses it) and other C0 and C1 controls. */
const FORBIDDEN = [
  ['NUL', '\u0000'],
  ['a backspace', '\u0008'],
  ['an escape', '\u001B'],
  ['DEL', '\u007F'],
  ['a C1 control', '\u0085'],
] as const;

describe('user text and ids in requests', () => {
  let t: TestApp;
  let postId: number;
  let foodId: number;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const author = await createUser(t.app);
    postId = await insertPost(t.app, { userId: author.id });
    foodId = await insertFood(t.app, { userId: author.id });
    eventId = await insertNotice(t.app, { userId: author.id, categoryId: 3 });
  });
  afterAll(() => t.close());

  const rowsOf = async (table: PgTable) => {
    const [row] = await t.app.database.db.select({ n: count() }).from(table);
    return row?.n ?? -1;
  };

  /** Each writer is new: a refusal must not depend on limits a previous case used up. */
  const writer = async () => (await createUser(t.app)).token;

  const postForm = async (fields: Record<string, string>, token: string) => {
    const { payload, headers } = await multipartBody({ communityCategoryId: 2, ...fields });
    return t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const commentForm = async (url: string, content: string, token: string) => {
    const { payload, headers } = await multipartBody({ content });
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  const expectRefused = (
    response: { statusCode: number; json: () => unknown },
    message: string,
  ) => {
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 400, message });
  };

  describe.each(FORBIDDEN)('%s', (_label, character) => {
    it('in a post title or content: 400, no post stored', async () => {
      const before = await rowsOf(communityPosts);
      const token = await writer();
      expectRefused(
        await postForm({ title: `산책${character}후기`, content: '내용' }, token),
        CONTROL_MESSAGE,
      );
      expectRefused(
        await postForm({ title: '산책 후기', content: `오늘${character}은` }, token),
        CONTROL_MESSAGE,
      );
      expect(await rowsOf(communityPosts)).toBe(before);
    });

    it('in a community comment: 400 with the field named, no comment stored', async () => {
      const before = await rowsOf(communityComments);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/communities/${postId}/comments`,
        payload: { communityId: postId, content: `좋아요${character}` },
        headers: bearer(await writer()),
      });
      expectRefused(response, CONTROL_MESSAGE);
      expect(envelope(response).body).toEqual({ content: [CONTROL_MESSAGE] });
      expect(await rowsOf(communityComments)).toBe(before);
    });

    it('in a food review or an event comment: 400, nothing stored', async () => {
      const reviews = await rowsOf(foodReviews);
      const comments = await rowsOf(noticeComments);
      const token = await writer();
      expectRefused(
        await commentForm(`/api/foods/${foodId}/comments`, `맛있어요${character}`, token),
        CONTROL_MESSAGE,
      );
      expectRefused(
        await commentForm(`/api/notice/${eventId}/comments`, `참여합니다${character}`, token),
        CONTROL_MESSAGE,
      );
      expect(await rowsOf(foodReviews)).toBe(reviews);
      expect(await rowsOf(noticeComments)).toBe(comments);
    });

    it('in a search word: 400, never a database error', async () => {
      const searchText = encodeURIComponent(`사료${character}`);
      for (const url of [
        `/api/search/communities/1?searchText=${searchText}`,
        `/api/search/foods?searchText=${searchText}`,
      ]) {
        expectRefused(await t.app.inject({ url }), CONTROL_MESSAGE);
      }
    });

    it('in a nickname: 400, the name unchanged', async () => {
      const user = await createUser(t.app, { name: '그대로' });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/name',
        query: { name: `보리${character}아빠` },
        headers: bearer(user.token),
      });
      expectRefused(response, CONTROL_MESSAGE);
      const [row] = await t.app.database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row?.name).toBe('그대로');
    });
  });

  it('refuses a line break inside one-line text, and keeps line breaks and tabs in contents', async () => {
    const token = await writer();
    expectRefused(
      await postForm({ title: '첫 줄\n둘째 줄', content: '내용' }, token),
      LINE_BREAK_MESSAGE,
    );
    expectRefused(
      await t.app.inject({ url: '/api/search/foods?searchText=%EC%82%AC%EB%A3%8C%0D%0A%EA%B0%84' }),
      LINE_BREAK_MESSAGE,
    );

    const created = await postForm({ title: ' 제목 ', content: '첫 줄\r\n\t둘째 줄' }, token);
    expect(created.statusCode).toBe(200);
    const [post] = await t.app.database.db
      .select({ title: communityPosts.title, content: communityPosts.content })
      .from(communityPosts)
      .where(eq(communityPosts.id, envelope<number>(created).body));
    expect(post).toEqual({ title: '제목', content: '첫 줄\r\n\t둘째 줄' });
  });

  it('refuses half of a surrogate pair, which only a JSON escape can carry', async () => {
    const before = await rowsOf(communityComments);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      payload: '{"content":"강아지 \\ud83d"}',
      headers: { 'content-type': 'application/json', ...bearer(await writer()) },
    });
    expectRefused(response, CONTROL_MESSAGE);
    expect(await rowsOf(communityComments)).toBe(before);
  });

  it('stores text NFC-normalised (Hangul typed on a Mac arrives decomposed)', async () => {
    const decomposed = '강아지'.normalize('NFD');
    expect(decomposed).not.toBe('강아지');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      payload: { communityId: postId, content: decomposed },
      headers: bearer(await writer()),
    });
    expect(response.statusCode).toBe(200);
    const [comment] = await t.app.database.db
      .select({ content: communityComments.content })
      .from(communityComments)
      .where(eq(communityComments.id, envelope<number>(response).body));
    expect(comment?.content).toBe('강아지');
  });

  describe('ids', () => {
    const NOT_DECIMAL = ['0x10', '1e1', '1.0', '-1', '+1', ' 1', '01', '0', '2147483648'];

    it.each(NOT_DECIMAL)('refuses the path id %j with 400', async (id) => {
      const path = encodeURIComponent(id);
      for (const url of [
        `/api/foods/${path}`,
        `/api/communities/${path}`,
        `/api/communities/1/${path}`,
        `/api/notice/3/${path}`,
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(envelope(response).code).toBe(400);
      }
    });

    it('still reads decimal ids, and answers 404 for one that does not exist', async () => {
      expect((await t.app.inject({ url: `/api/foods/${foodId}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/communities/1/${postId}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/foods/2147483647' })).statusCode).toBe(404);
    });

    it('refuses a reply whose parent id is not a decimal number, storing nothing', async () => {
      const before = await rowsOf(communityComments);
      for (const parentCommentId of ['0x1', '1e0', 1.5]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/communities/${postId}/comments`,
          payload: { communityId: postId, content: '답글', parentCommentId },
          headers: bearer(await writer()),
        });
        expect(response.statusCode).toBe(400);
      }
      expect(await rowsOf(communityComments)).toBe(before);
    });

    it('refuses a form category id that is not a decimal number', async () => {
      const response = await postForm(
        { communityCategoryId: '0x2', title: '제목', content: '내용' },
        await writer(),
      );
      expectRefused(response, '글을 올릴 게시판을 선택해주세요.');
      const map = await t.app.inject({ url: '/api/map/0x1?lat=35.1&lng=129.06' });
      expectRefused(map, '지도 분류는 1(동물병원), 2(카페), 3(보호소) 중 하나를 골라주세요.');
    });
  });
});
