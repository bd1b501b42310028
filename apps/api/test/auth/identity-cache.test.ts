import type { PetMatch } from '@daengnyang/contract/pet-reports';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityCache } from '../../src/auth/identity-cache.ts';
import { sanctions } from '../../src/db/schema/member-safety.ts';
import { users } from '../../src/db/schema/users.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createInstancePair } from '../helpers/instances.ts';
import { type RedisServer, redisServerMissing, startRedisServer } from '../helpers/redis-server.ts';
import { createUser } from '../helpers/users.ts';
import { hoursAgo, JEONPO, lostCat, northOf, reportId } from '../pet-reports/support.ts';

type Member = { id: number; token: string };
type Principal = { authenticated: boolean; sanction?: { type: string } };

/**
 * Ten minutes: longer than any test, so that a change seen at once was dropped by its event,
 * not expired (decision 041).
 */
const KEEP_LONG = { IDENTITY_CACHE_MS: '600000' };

const principalOf = async (app: TestApp['app'], token: string) =>
  envelope<Principal>(await app.inject({ url: '/api/account/principal', headers: bearer(token) }))
    .body;

describe('the signed-in caller, kept per instance', () => {
  let t: TestApp;
  let admin: Member;
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp(KEEP_LONG);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    postId = await insertPost(t.app, { userId: admin.id });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const principal = (token: string) => principalOf(t.app, token);
  const myPosts = (token: string) =>
    t.app.inject({ url: '/api/mypage/community', headers: bearer(token) });
  const comment = (token: string) =>
    call('POST', `/api/communities/${postId}/comments`, token, {
      communityId: postId,
      content: '안녕하세요',
    });
  const sanction = (userId: number, payload: object) =>
    call('POST', `/api/admin/users/${userId}/sanctions`, admin.token, payload);

  it('answers from memory: a change no event tells of is not seen until an event drops the row', async () => {
    const member = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await principal(member.token)).authenticated).toBe(true);

    // Only tests write the row behind the server's back.
    await t.app.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, member.id));
    expect((await principal(member.token)).authenticated).toBe(true);

    // Any event about the member's identity drops the kept row; the next call reads it again.
    expect((await call('POST', `/api/blocks/${other.id}`, member.token)).statusCode).toBe(200);
    expect((await principal(member.token)).authenticated).toBe(false);
  });

  it('after logout, every token of the member is anonymous at once', async () => {
    const member = await createUser(t.app);
    const otherDevice = await t.app.tokens.sign({
      userId: member.id,
      role: 'ROLE_USER',
      tokenVersion: 0,
    });
    expect((await principal(member.token)).authenticated).toBe(true);
    expect((await myPosts(otherDevice)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/logout', member.token)).statusCode).toBe(200);

    expect(await principal(member.token)).toEqual({
      authenticated: false,
      user: null,
      myStatus: null,
    });
    expect((await myPosts(otherDevice)).statusCode).toBe(401);
  });

  it('a suspension ends the member’s tokens at once', async () => {
    const member = await createUser(t.app);
    expect((await myPosts(member.token)).statusCode).toBe(200);

    const imposed = await sanction(member.id, { type: 'suspension', days: 7, reason: '도배' });
    expect(imposed.statusCode, imposed.body).toBe(200);

    expect((await myPosts(member.token)).statusCode).toBe(401);
    expect((await principal(member.token)).authenticated).toBe(false);
  });

  it('a write ban applies at once, and is gone at once when lifted', async () => {
    const member = await createUser(t.app);
    expect((await comment(member.token)).statusCode).toBe(200);

    await sanction(member.id, { type: 'writeBan', days: 7, reason: '욕설' });
    expect((await comment(member.token)).statusCode).toBe(403);
    expect((await principal(member.token)).sanction?.type).toBe('writeBan');

    const lifted = await call('DELETE', `/api/admin/users/${member.id}/sanctions`, admin.token);
    expect(lifted.statusCode).toBe(200);
    expect((await principal(member.token)).sanction).toBeUndefined();
    expect((await comment(member.token)).statusCode).toBe(200);
  });

  it('never keeps a restriction past its end', async () => {
    const member = await createUser(t.app);
    await sanction(member.id, { type: 'writeBan', days: 1, reason: '도배' });
    // The ban now ends in two seconds (no event: a sanction ends by time alone).
    await t.app.database.db
      .update(sanctions)
      .set({ until: new Date(Date.now() + 2000) })
      .where(eq(sanctions.userId, member.id));
    expect((await comment(member.token)).statusCode).toBe(403);

    await expect
      .poll(async () => (await comment(member.token)).statusCode, { timeout: 6000, interval: 250 })
      .toBe(200);
  });

  it('withdrawal ends the token at once', async () => {
    const member = await createUser(t.app);
    expect((await myPosts(member.token)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/mypage/user', member.token)).statusCode).toBe(200);

    expect((await myPosts(member.token)).statusCode).toBe(401);
  });

  it('deletion by an administrator ends the token at once', async () => {
    const member = await createUser(t.app);
    expect((await myPosts(member.token)).statusCode).toBe(200);

    const deleted = await call('DELETE', `/api/admin/users/${member.id}`, admin.token);
    expect(deleted.statusCode).toBe(200);

    expect((await myPosts(member.token)).statusCode).toBe(401);
  });

  it('after a block, the blocker’s reads leave the blocked member’s reports out at once', async () => {
    const owner = await createUser(t.app);
    const finder = await createUser(t.app);
    const reader = await createUser(t.app);
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const sightingId = await reportId(t.app, finder.token, {
      report: lostCat({
        kind: 'sighting',
        eventAt: hoursAgo(24),
        ...northOf(JEONPO, 300),
      }),
    });
    const matchedPosts = async (token: string) => {
      const response = await t.app.inject({
        url: `/api/pet-reports/${lostId}/matches`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<PetMatch[]>(response).body.flatMap((match) =>
        match.type === 'post' ? [match.candidateId] : [],
      );
    };
    // The reader blocks nobody yet: they are served the report's kept list.
    expect(await matchedPosts(reader.token)).toContain(sightingId);

    expect((await call('POST', `/api/blocks/${finder.id}`, reader.token)).statusCode).toBe(200);

    expect(await matchedPosts(reader.token)).not.toContain(sightingId);
    expect(await matchedPosts(owner.token)).toContain(sightingId);
  });
});

describe('the identity cache', () => {
  const identity = {
    id: 7,
    role: 'ROLE_USER' as const,
    tokenVersion: 0,
    createdAt: new Date(),
    restriction: null,
    blocksAnyone: false,
  };

  it('does not keep a row read while its member was dropped (a write raced with the read)', () => {
    const cache = createIdentityCache({ ttlMs: 60_000, maxEntries: 10 });
    const since = cache.mark();
    cache.forget(identity.id);
    cache.set(identity, since);
    expect(cache.get(identity.id)).toBeUndefined();

    cache.set(identity, cache.mark());
    expect(cache.get(identity.id)).toEqual(identity);
  });
});

/** Two instances on one database and one Redis: the other instance's kept row is dropped too. */
describe.skipIf(redisServerMissing)('the signed-in caller, kept on every instance', () => {
  let redis: RedisServer;
  let pair: Awaited<ReturnType<typeof createInstancePair>>;

  beforeAll(async () => {
    redis = await startRedisServer();
    pair = await createInstancePair({ REDIS_URL: redis.url, ...KEEP_LONG });
  });
  afterAll(async () => {
    await pair.close();
    await redis.stop();
  });

  const signedInOnB = async (token: string) => (await principalOf(pair.b.app, token)).authenticated;
  const logoutOnA = (token: string) =>
    pair.a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

  it('a logout on one instance ends the token on the other as its event arrives', async () => {
    const member = await createUser(pair.a.app);
    expect(await signedInOnB(member.token)).toBe(true);

    expect((await logoutOnA(member.token)).statusCode).toBe(200);

    await expect.poll(() => signedInOnB(member.token)).toBe(false);
  });

  it('while Redis is away, the other instance learns it from its replay of the events', async () => {
    const member = await createUser(pair.a.app);
    expect(await signedInOnB(member.token)).toBe(true);
    await redis.stop();
    try {
      expect((await logoutOnA(member.token)).statusCode).toBe(200);
      // The replay runs every five seconds, far inside the ten minutes the row may be kept.
      await expect
        .poll(() => signedInOnB(member.token), { timeout: 12_000, interval: 500 })
        .toBe(false);
    } finally {
      await redis.start();
    }
  });
});
