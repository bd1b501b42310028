import { createHash, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@daengnyang/contract/idempotency-messages';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { claimIdempotencyKey, deleteLapsedIdempotencyKeys } from '../../src/db/idempotency-keys.ts';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { foodReviews } from '../../src/db/schema/food.ts';
import { idempotencyKeys } from '../../src/db/schema/idempotency.ts';
import { noticeComments } from '../../src/db/schema/notice.ts';
import idempotency, { withoutDelimiter } from '../../src/http/idempotency.ts';
import { insertPost } from '../community/posts.ts';
import { pngImage } from '../fixtures/images.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

type User = { id: number; token: string };
type Send = (user: User, key: string | undefined, text?: string) => Promise<LightMyRequestResponse>;
/** One create call: how to send it, and how many rows it has stored for a member. */
type CreateCall = { name: string; send: Send; rows: (user: User) => Promise<number> };

describe('Idempotency-Key on the create calls', () => {
  let t: TestApp;
  let png: Buffer;
  let postId: number;
  const calls: CreateCall[] = [];

  const keyHeader = (key: string | undefined) =>
    key === undefined ? {} : { 'idempotency-key': key };
  const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  /** Rows of `table` a member wrote under one parent (category, post, food or event). */
  const writtenRows =
    (table: PgTable, parent: PgColumn, parentId: number, author: PgColumn) => (user: User) =>
      countOf(
        t.app.database.db
          .select({ n: count() })
          .from(table)
          .where(and(eq(parent, parentId), eq(author, user.id))),
      );

  /** Each send builds its multipart body afresh, with a new boundary, as a browser would. */
  const sendMultipart =
    (url: string, fields: (text: string) => Record<string, string | number>): Send =>
    async (user, key, text = '산책 다녀왔어요') => {
      const { payload, headers } = await multipartBody(fields(text), [
        { bytes: png, filename: '산책.png', type: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...bearer(user.token), ...keyHeader(key) },
      });
    };

  beforeAll(async () => {
    t = await createTestApp();
    png = await pngImage();
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    postId = await insertPost(t.app, { userId: admin.id, categoryId: 2 });
    const foodId = await insertFood(t.app, { userId: admin.id });
    const eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    const content = (text: string) => ({ content: text });
    calls.push(
      {
        name: 'community post',
        send: sendMultipart('/api/communities', (text) => ({
          communityCategoryId: 3,
          title: text,
          content: '오늘 털이 많이 빠졌어요',
        })),
        rows: writtenRows(communityPosts, communityPosts.categoryId, 3, communityPosts.userId),
      },
      {
        name: 'community comment',
        send: (user, key, text = '저도 같이 가요') =>
          t.app.inject({
            method: 'POST',
            url: `/api/communities/${postId}/comments`,
            headers: { ...bearer(user.token), ...keyHeader(key) },
            payload: { communityId: postId, content: text },
          }),
        rows: writtenRows(
          communityComments,
          communityComments.postId,
          postId,
          communityComments.userId,
        ),
      },
      {
        name: 'food review',
        send: sendMultipart(`/api/foods/${foodId}/comments`, content),
        rows: writtenRows(foodReviews, foodReviews.foodId, foodId, foodReviews.userId),
      },
      {
        name: 'notice comment',
        send: sendMultipart(`/api/notice/${eventId}/comments`, content),
        rows: writtenRows(noticeComments, noticeComments.noticeId, eventId, noticeComments.userId),
      },
    );
  });
  afterAll(() => t.close());

  /** A member's kept keys: all of them, or the one named. */
  const keyRows = (user: User, key?: string) =>
    t.app.database.db
      .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, user.id),
          key === undefined ? undefined : eq(idempotencyKeys.key, key),
        ),
      );
  /** Lets a member's key lapse, as time would. */
  const lapse = (user: User, key: string) =>
    t.app.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
  const call = (name: string) => {
    const found = calls.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no create call ${name}`);
    return found;
  };
  const names = ['community post', 'community comment', 'food review', 'notice comment'];

  describe.each(names)('%s', (name) => {
    it('runs once for two sends with one key: the retry gets the same answer, replayed', async () => {
      const { send, rows } = call(name);
      const user = await createUser(t.app);
      const key = randomUUID();

      const first = await send(user, key);
      const retry = await send(user, key);

      expect(first.statusCode).toBe(200);
      expect(typeof envelope<number>(first).body).toBe('number');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(retry.statusCode).toBe(200);
      expect(retry.body).toBe(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(await rows(user)).toBe(1);
    });

    it('refuses the key with another body (422) and stores nothing for it', async () => {
      const { send, rows } = call(name);
      const user = await createUser(t.app);
      const key = randomUUID();

      expect((await send(user, key)).statusCode).toBe(200);
      const changed = await send(user, key, '내용을 바꿨어요');

      expect(changed.statusCode).toBe(422);
      expect(envelope(changed)).toEqual({
        code: 422,
        message: IDEMPOTENCY_MESSAGES.idempotencyKeyReused,
        body: null,
      });
      expect(await rows(user)).toBe(1);
    });

    it('stores every send without a key, as before', async () => {
      const { send, rows } = call(name);
      const user = await createUser(t.app);

      const answers = [await send(user, undefined), await send(user, undefined)];

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.body).not.toBe(answers[1]?.body);
      expect(await rows(user)).toBe(2);
      expect(await keyRows(user)).toEqual([]);
    });
  });

  it('hashes a multipart body without its boundary, which differs on every send', async () => {
    const { send } = call('community post');
    const user = await createUser(t.app);
    const key = randomUUID();
    const boundaries: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const answer = await send(user, key);
      expect(answer.statusCode).toBe(200);
      boundaries.push(String(answer.raw.req.headers['content-type']));
    }
    expect(new Set(boundaries).size).toBe(2);
    expect(boundaries[0]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('stores one row when two sends with one key arrive together', async () => {
    const { send, rows } = call('community comment');
    const user = await createUser(t.app);
    const key = randomUUID();

    const answers = await Promise.all([send(user, key), send(user, key)]);

    expect(await rows(user)).toBe(1);
    const ran = answers.filter(
      (answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((answer) => !ran.includes(answer))) {
      if (other.statusCode === 409) {
        expect(other.headers['retry-after']).toBe('1');
        expect(envelope(other).message).toBe(IDEMPOTENCY_MESSAGES.idempotencyKeyInProgress);
      } else {
        expect(other.statusCode).toBe(200);
        expect(other.headers['idempotent-replayed']).toBe('true');
        expect(other.body).toBe(ran[0]?.body);
      }
    }
  });

  it('answers 409 with Retry-After while the first attempt runs, and takes over a lapsed one', async () => {
    const { send, rows } = call('food review');
    const user = await createUser(t.app);
    const key = randomUUID();
    const db = t.app.database.db;
    // An attempt running on another instance.
    expect(await claimIdempotencyKey(db, { userId: user.id, key, ttlSeconds: 60 })).not.toBeNull();

    const busy = await send(user, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(envelope(busy)).toEqual({
      code: 409,
      message: IDEMPOTENCY_MESSAGES.idempotencyKeyInProgress,
      body: null,
    });
    expect(await rows(user)).toBe(0);

    // That instance crashed: its claim lapses and a retry runs.
    await lapse(user, key);
    const retry = await send(user, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(user)).toBe(1);
  });

  it("scopes a key to its member: another member's same key creates their own row", async () => {
    const { send, rows } = call('community post');
    const [first, second] = [await createUser(t.app), await createUser(t.app)];
    const key = randomUUID();

    const mine = await send(first, key);
    const theirs = await send(second, key);

    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body).not.toBe(mine.body);
    expect([await rows(first), await rows(second)]).toEqual([1, 1]);
  });

  it('keeps no failed answer: the key is free again for the next try', async () => {
    const { send, rows } = call('community comment');
    const user = await createUser(t.app);
    const key = randomUUID();

    // Refused by the service, after the key was claimed.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/communities/999999/comments',
      headers: { ...bearer(user.token), 'idempotency-key': key },
      payload: { communityId: 999999, content: '저도 같이 가요' },
    });
    expect(refused.statusCode).toBe(404);
    expect(await keyRows(user, key)).toEqual([]);

    const next = await send(user, key);
    expect(next.statusCode).toBe(200);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(user)).toBe(1);
    expect(await keyRows(user, key)).toEqual([{ status: 200, body: next.body }]);
  });

  it('ignores a kept answer after 24 hours: the key runs again', async () => {
    const { send, rows } = call('notice comment');
    const user = await createUser(t.app);
    const key = randomUUID();
    expect((await send(user, key)).statusCode).toBe(200);
    const [kept] = await t.app.database.db
      .select({ hours: sql<number>`round(extract(epoch from expires_at - now()) / 3600)::int` })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    expect(kept?.hours).toBe(24);

    await lapse(user, key);
    const later = await send(user, key);

    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await rows(user)).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a space', 'two words'],
    ['Hangul', '댕냥-키'],
    ['a control character', 'key\u0001'],
  ])('refuses a key with %s (400) and stores nothing', async (_, key) => {
    const { send, rows } = call('community comment');
    const user = await createUser(t.app);

    const refused = await send(user, key);

    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe(IDEMPOTENCY_MESSAGES.idempotencyKeyInvalid);
    expect(await rows(user)).toBe(0);
  });

  it('takes a key of 255 visible characters', async () => {
    const { send } = call('community comment');
    const user = await createUser(t.app);
    const key = `"${'~'.repeat(253)}"`;

    expect((await send(user, key)).statusCode).toBe(200);
    expect((await send(user, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('leaves a visitor to the login check', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { communityId: postId, content: '안녕하세요' },
    });

    expect(answer.statusCode).toBe(401);
  });

  it('lets the web dev server send the header across origins', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/communities',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });

    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Idempotency-Key');
  });

  it('sweeps lapsed rows only', async () => {
    const db = t.app.database.db;
    const user = await createUser(t.app);
    const [lapsed, live] = [randomUUID(), randomUUID()];
    for (const key of [lapsed, live])
      await claimIdempotencyKey(db, { userId: user.id, key, ttlSeconds: 60 });
    await lapse(user, lapsed);

    expect(await deleteLapsedIdempotencyKeys(db, 100)).toBeGreaterThanOrEqual(1);

    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key: live }]);
  });
});

describe('the idempotency plugin', () => {
  it('refuses to start when a listed create call is not registered', async () => {
    const app = Fastify();
    await app.register(fp(async () => undefined, { name: 'resolve-caller' }));
    // Never queried: the app does not get as far as serving.
    app.decorate('database', {} as DatabaseHandle);
    await app.register(idempotency);
    app.post('/api/communities', async () => 1);

    await expect(app.ready()).rejects.toThrow(
      'Idempotent create calls not registered: POST /api/communities/:communityId/comments, ' +
        'POST /api/foods/:foodId/comments, POST /api/notice/:noticeId/comments',
    );
    await app.close();
  });

  it('hashes a body without the multipart delimiter wherever the chunks are cut', () => {
    const delimiter = Buffer.from('--boundary42');
    const body = Buffer.from(
      '--boundary42\r\nname="title"\r\n\r\n산책--boundary4\r\n--boundary42--\r\n',
    );
    const expected = createHash('sha256')
      .update(body.toString().replaceAll('--boundary42', ''))
      .digest('hex');
    for (let cut = 0; cut <= body.length; cut += 1) {
      for (const size of [1, 3, delimiter.length - 1, delimiter.length]) {
        const hash = createHash('sha256');
        const writer = withoutDelimiter(hash, delimiter);
        writer.update(body.subarray(0, cut));
        for (let at = cut; at < body.length; at += size)
          writer.update(body.subarray(at, at + size));
        writer.end();
        expect(hash.digest('hex'), `cut at ${cut}, then ${size}-byte chunks`).toBe(expected);
      }
    }
  });
});
