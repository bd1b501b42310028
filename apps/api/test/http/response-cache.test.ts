import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

type Post = { communityId: number; title: string; views: number; isLike: number };
type Page = { content: Post[] };

const titles = (response: { json: () => unknown }) =>
  envelope<Page>(response).body.content.map((post) => post.title);

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

  it('answers a repeated anonymous read from memory; a view or a like empties nothing', async () => {
    const first = await t.app.inject({ url: LIST });
    expect(first.headers['x-cache']).toBe('miss');
    expect(titles(first)).toEqual(['처음 제목']);

    await retitle('바뀐 제목');
    const cached = await t.app.inject({ url: LIST });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).toBe(first.body);
    expect(cached.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(cached.headers['x-content-type-options']).toBe('nosniff');

    const view = await t.app.inject({ method: 'POST', url: `/api/communities/1/${postId}` });
    expect(view.statusCode).toBe(200);
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/like`,
      headers: bearer(user.token),
    });
    expect(like.statusCode).toBe(200);
    const stillCached = await t.app.inject({ url: LIST });
    expect(stillCached.headers['x-cache']).toBe('hit');
    expect(envelope<Page>(stillCached).body.content[0]?.views).toBe(0);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${postId}/dislike`,
      headers: bearer(user.token),
    });
  });

  it('drops the lists a new post is on, and only those', async () => {
    const otherCategory = '/api/communities/2?page=1&size=10';
    await t.app.inject({ url: LIST });
    await t.app.inject({ url: otherCategory });
    const detail = `/api/communities/1/${postId}`;
    await t.app.inject({ url: detail });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(user.token),
      payload: { communityCategoryId: 3, title: '새 글', content: '새 글의 내용' },
    });
    expect(created.statusCode).toBe(200);

    const all = await t.app.inject({ url: LIST });
    expect(all.headers['x-cache']).toBe('miss');
    expect(titles(all)).toContain('새 글');
    expect((await t.app.inject({ url: otherCategory })).headers['x-cache']).toBe('hit');
    expect((await t.app.inject({ url: detail })).headers['x-cache']).toBe('hit');
  });

  it("drops a post's page when someone comments on it", async () => {
    const detail = `/api/communities/1/${postId}`;
    await t.app.inject({ url: detail });
    expect((await t.app.inject({ url: detail })).headers['x-cache']).toBe('hit');
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(user.token),
      payload: { content: '댓글입니다' },
    });
    expect(comment.statusCode).toBe(200);
    const fresh = await t.app.inject({ url: detail });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(JSON.stringify(envelope(fresh).body)).toContain('댓글입니다');
  });

  it('does not keep an answer read across an invalidation of one of its tags', () => {
    const { cache } = t.app.sharedState;
    const since = cache.mark();
    cache.invalidate(['post:1']);
    cache.set('/raced', { body: 'old', contentType: 'text/plain' }, { tags: ['post:1'], since });
    expect(cache.get('/raced')).toBeUndefined();
    cache.set('/other', { body: 'fine', contentType: 'text/html' }, { tags: ['post:2'], since });
    expect(cache.get('/other')).toEqual({ body: 'fine', contentType: 'text/html' });
  });

  it('computes afresh for a request sent with Cache-Control: no-cache', async () => {
    await t.app.inject({ url: LIST });
    await retitle('세 번째 제목');
    const fresh = await t.app.inject({ url: LIST, headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(titles(fresh)).toContain('세 번째 제목');
  });

  it('never answers a signed-in caller from memory: isLike is theirs', async () => {
    await t.app.inject({ url: LIST });
    await t.app.database.db.execute(
      sql`insert into community_likes (user_id, post_id) values (${user.id}, ${postId})`,
    );
    const signedIn = await t.app.inject({ url: LIST, headers: bearer(user.token) });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const mine = envelope<Page>(signedIn).body.content.find((post) => post.communityId === postId);
    expect(mine?.isLike).toBe(1);
  });

  it('keeps only successful answers', async () => {
    const missing = await t.app.inject({ url: '/api/communities/1/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    const again = await t.app.inject({ url: '/api/communities/1/999999' });
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('computes an expired answer once for requests that arrive together', async () => {
    const url = '/api/communities/1?page=1&size=5';
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url })));
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      ...Array.from({ length: 7 }, () => 'hit'),
      'miss',
    ]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    const missingUrl = '/api/communities/1/888888';
    const missing = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ url: missingUrl })),
    );
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
  });

  it('keeps a large answer from its second computation on, or at once when others wait', async () => {
    // A page of 100 posts with long titles is well over 32 kB.
    for (let index = 0; index < 100; index += 1) {
      await insertPost(t.app, { userId: user.id, categoryId: 5, title: '긴 제목'.repeat(40) });
    }
    const large = '/api/communities/5?page=1&size=100';
    const first = await t.app.inject({ url: large });
    expect(first.body.length).toBeGreaterThan(32 * 1024);
    expect(first.headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ url: large })).headers['x-cache']).toBe('miss');
    const third = await t.app.inject({ url: large });
    expect(third.headers['x-cache']).toBe('hit');
    expect(third.body).toBe(first.body);

    // A URL asked for by requests that arrive together is kept on its first computation.
    const together = '/api/communities/5?page=1&size=99';
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ url: together })),
    );
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    // A small answer is kept at once, as every other test here relies on.
    const small = '/api/communities/5?page=1&size=2';
    await t.app.inject({ url: small });
    expect((await t.app.inject({ url: small })).headers['x-cache']).toBe('hit');
  });

  it('sends a hit as kept bytes in the encoding the client accepts, the same answer in each', async () => {
    for (let index = 0; index < 8; index += 1) {
      await insertPost(t.app, {
        userId: user.id,
        categoryId: 3,
        title: `압축 확인용 긴 제목 ${index}`,
      });
    }
    const url = '/api/communities/3?page=1&size=10';
    const miss = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(miss.headers['x-cache']).toBe('miss');
    const answer = brotliDecompressSync(miss.rawPayload).toString();
    expect(answer.length).toBeGreaterThan(1024);

    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['content-type']).toContain('application/json');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(answer);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(answer);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(answer);
  });
});

describe('an expired anonymous answer', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let postId: number;
  const LIST = '/api/communities/1?page=1&size=10';
  /** An entry is fresh for this long and then sent, expired, for as long again. */
  const CACHE_SECONDS = 2;
  /** Just past an entry's time: well inside the time it is still sent, however slow the host. */
  const pastItsTime = () => sleep(CACHE_SECONDS * 1000 + 100);

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: String(CACHE_SECONDS) });
    user = await createUser(t.app);
    postId = await insertPost(t.app, { userId: user.id, title: '처음 제목' });
  });
  afterAll(() => t.close());

  /** Asks until the answer is no longer the expired one (the refresh runs behind it). */
  async function untilRefreshed() {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await t.app.inject({ url: LIST });
      if (answer.headers['x-cache'] === 'hit') return answer;
      await sleep(20);
    }
    throw new Error('the expired answer was never computed again');
  }

  it('is sent once more while its successor is computed behind it', async () => {
    expect((await t.app.inject({ url: LIST })).headers['x-cache']).toBe('miss');
    // A count changes without an invalidation, as views and likes do.
    await t.app.database.db
      .update(communityPosts)
      .set({ views: 7 })
      .where(eq(communityPosts.id, postId));
    await pastItsTime();

    const expired = await t.app.inject({ url: LIST });
    expect(expired.headers['x-cache']).toBe('stale');
    expect(envelope<Page>(expired).body.content[0]?.views).toBe(0);

    const refreshed = await untilRefreshed();
    expect(envelope<Page>(refreshed).body.content[0]?.views).toBe(7);
  });

  it('is still fresh for a list that holds no count and keeps its own longer time', async () => {
    const reports = '/api/pet-reports?category=6&status=active&days=30&page=1&size=100';
    expect((await t.app.inject({ url: reports })).headers['x-cache']).toBe('miss');
    await pastItsTime();
    expect((await t.app.inject({ url: reports })).headers['x-cache']).toBe('hit');
  });

  it('is never sent once a write has made it stale', async () => {
    await untilRefreshed();
    await pastItsTime();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(user.token),
      payload: { communityCategoryId: 3, title: '만료 뒤의 새 글', content: '새 글의 내용' },
    });
    expect(created.statusCode).toBe(200);

    const answer = await t.app.inject({ url: LIST });
    expect(answer.headers['x-cache']).toBe('miss');
    expect(titles(answer)).toContain('만료 뒤의 새 글');
  });
});
