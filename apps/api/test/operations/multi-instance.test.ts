import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BestCommunity, CommunityPost } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { communityComments } from '../../src/db/schema/community.ts';
import { leases } from '../../src/db/schema/domain-events.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { type ApiProcess, startApiProcess } from '../helpers/api-process.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createServerDatabase } from '../helpers/database.ts';
import { type Answer, type Call, call } from '../helpers/loopback-client.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { type RedisServer, redisServerMissing, startRedisServer } from '../helpers/redis-server.ts';
import { type S3Server, startS3Server } from '../helpers/s3-server.ts';
import { createUser } from '../helpers/users.ts';

/**
 * Issue 20, Deliver 4: two real API processes (A and B) on one PostgreSQL database, one Redis
 * and one S3 bucket (s3rver), each with its own DATA_DIR, in development mode with the secrets
 * from the environment (production would want an https S3_PUBLIC_URL, which s3rver cannot be).
 * RESPONSE_CACHE_SECONDS keeps its default (5): the cache is really on. Each proof prints a
 * `multi-instance: …` line. Needs PostgreSQL: two processes cannot share an embedded PGlite.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.info(
    'multi-instance test skipped: it needs PostgreSQL (DATABASE_URL); two processes cannot share PGlite',
  );
}

/** Anonymous calls per address and minute, for the whole test: each proof is its own address. */
const ANONYMOUS_LIMIT = 60;
/** Likes (and unlikes) per member and 10 minutes. */
const LIKE_LIMIT = 4;
/** Every sweep's period: the orphan sweep and the maintenance sweeps alike. */
const SWEEP_PERIOD_MS = 2000;
const RESPONSE_CACHE_MS = 5000;
/**
 * A write's event reaches the other instance within milliseconds (decision 017: its id by
 * pub/sub, then the event from the table): a visitor's read on B racing it may still get the
 * cached list. The writer's own reads are signed in, never cached. This is the test's patience.
 */
const CROSS_INSTANCE_MS = 1000;
const SWEEPS = [
  'orphan-image-sweep',
  'view-mark-sweep',
  'idempotency-key-expiry',
  'domain-event-purge',
  'draft-purge',
  'notification-purge',
  'once-per-site:notifications',
  'once-per-site:pet-match-pairs',
  'once-per-site:pet-match-notices',
];
const LIST = '/api/communities/1?page=1&size=10';
const DAY_MS = 24 * 60 * 60_000;

/** The client address of each proof (the server counts anonymous calls per address). */
const from = (proof: number) => `127.0.0.${10 + proof}`;

function report(proof: string, figures: string): void {
  console.info(`multi-instance: ${proof}: ${figures}`);
}

const posted = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return answer.body<number>();
};

/** Polls `probe` every `everyMs` until it answers something other than null, or fails. */
async function within<T>(
  what: string,
  ms: number,
  everyMs: number,
  probe: () => Promise<T | null>,
): Promise<{ value: T; afterMs: number; tries: number }> {
  const started = Date.now();
  for (let tries = 1; ; tries += 1) {
    const value = await probe();
    if (value !== null) return { value, afterMs: Date.now() - started, tries };
    if (Date.now() - started > ms) throw new Error(`${what} not within ${ms} ms`);
    await sleep(everyMs);
  }
}

describe.skipIf(!serverUrl || redisServerMissing)(
  'two API processes on one PostgreSQL, Redis and bucket',
  () => {
    let work: string;
    let database: { url: string; drop: () => Promise<void> };
    let redis: RedisServer;
    let s3: S3Server;
    let bucket: NodeJS.ProcessEnv;
    /** The app of the test itself (not listening, no Redis): members, tokens, database reads. */
    let helper: TestApp;
    let a: ApiProcess;
    let b: ApiProcess;
    const dataDirs: Record<string, string> = {};
    let author: { id: number; token: string };
    const leaseSamples: (typeof leases.$inferSelect)[] = [];
    let sampling = true;
    let sampler: Promise<void> = Promise.resolve();

    const to = (instance: ApiProcess, options: Call) => call(instance.port, options);
    /** A lease holder is `host:pid:random` (app.instanceId): which of the two it is. */
    const holderName = (holder: string) => {
      const [host, pid] = holder.split(':');
      if (host !== hostname()) return holder;
      return Number(pid) === a.pid ? 'A' : Number(pid) === b.pid ? 'B' : holder;
    };
    /** A member who signed up two days ago: the established accounts' write limits apply. */
    const member = () => createUser(helper.app, { createdAt: new Date(Date.now() - 2 * DAY_MS) });
    const writePost = async (
      instance: ApiProcess,
      fields: { categoryId: number; title: string },
    ): Promise<number> =>
      posted(
        await to(instance, {
          method: 'POST',
          path: '/api/communities',
          token: author.token,
          json: { communityCategoryId: fields.categoryId, title: fields.title, content: '내용' },
        }),
      );

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), 'daengnyang-multi-'));
      [database, redis, s3] = await Promise.all([
        createServerDatabase(serverUrl ?? ''),
        startRedisServer(),
        startS3Server(),
      ]);
      bucket = await s3.newBucket();
      const secrets = {
        JWT_SECRET: randomBytes(32).toString('base64url'),
        COOKIE_SECRET: randomBytes(32).toString('base64url'),
      };
      // Migrates the database before the instances start, as deploy/'s migration job does.
      helper = await createTestApp(secrets, {
        database: await openDatabase({ databaseUrl: database.url, pgliteDir: '' }),
      });
      author = await member();

      const shared: NodeJS.ProcessEnv = {
        ...secrets,
        ...bucket,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        SEED_SAMPLE_DATA: 'false',
        ANONYMOUS_REQUESTS_PER_MINUTE: String(ANONYMOUS_LIMIT),
        WRITE_LIMITS: `likes=${LIKE_LIMIT}/10m,comments=100000/1m,posts=100000/1m,uploads=100000/1m`,
        ORPHAN_SWEEP_MINUTES: String(SWEEP_PERIOD_MS / 60_000),
        MAINTENANCE_SWEEP_MINUTES: String(SWEEP_PERIOD_MS / 60_000),
      };
      const start = async (name: string) => {
        dataDirs[name] = await mkdtemp(path.join(work, `data-${name}-`));
        return startApiProcess({
          name,
          env: { ...shared, DATA_DIR: dataDirs[name], INSTANCE_NAME: `api-${name}` },
          logFile: path.join(work, `${name}.log`),
        });
      };
      [a, b] = await Promise.all([start('a'), start('b')]);

      // Who holds each sweep's lease, sampled from the instances' start to the sweep proof.
      sampler = (async () => {
        while (sampling) {
          leaseSamples.push(...(await helper.app.database.db.select().from(leases)));
          await sleep(100);
        }
      })();
    }, 180_000);

    afterAll(async () => {
      sampling = false;
      await sampler;
      await Promise.all([a?.stop(), b?.stop()]);
      await helper?.close();
      await Promise.all([database?.drop(), redis?.stop(), s3?.close()]);
      if (work) await rm(work, { recursive: true, force: true });
    }, 60_000);

    it('lists on B at once a post written through A: B’s cached list is dropped', async () => {
      const read = () => to(b, { path: LIST, from: from(1) });
      expect((await read()).headers['x-cache']).toBe('miss');
      expect((await read()).headers['x-cache']).toBe('hit');

      const postId = await writePost(a, { categoryId: 2, title: 'A에서 쓴 글' });
      const listed = await within('the post listed on B', CROSS_INSTANCE_MS, 20, async () => {
        const answer = await read();
        const ids = answer.body<Paged<CommunityPost>>().content.map((post) => post.communityId);
        return ids.includes(postId) ? answer : null;
      });
      // Dropped and computed afresh, not expired: the entry was seconds from its end.
      expect(listed.value.headers['x-cache']).toBe('miss');
      expect(listed.afterMs).toBeLessThan(RESPONSE_CACHE_MS);
      report(
        'a post written through A',
        `listed by B ${listed.tries === 1 ? 'on the first read' : `after ${listed.afterMs} ms (${listed.tries} reads)`}, x-cache miss (B's cached list, a hit before, was dropped)`,
      );
    });

    it('shows a like through B on A: at once to members, within twice RESPONSE_CACHE_SECONDS to visitors', async () => {
      const liker = await member();
      const postId = await writePost(a, { categoryId: 2, title: '좋아요 받을 글' });
      const detail = `/api/communities/1/${postId}`;
      const anonymous = () => to(a, { path: detail, from: from(2) });
      const likes = (answer: Answer) => answer.body<CommunityPost>().likeCount;
      expect((await anonymous()).headers['x-cache']).toBe('miss');
      const cachedAt = Date.now();

      const liked = await to(b, {
        method: 'POST',
        path: `/api/communities/${postId}/like`,
        token: liker.token,
      });
      expect(liked.status, liked.text).toBe(200);

      // Signed-in reads are never cached: A shows the like to the member at once.
      const asMember = await to(a, { path: detail, token: liker.token });
      expect(asMember.body<CommunityPost>()).toMatchObject({ likeCount: 1, isLike: 1 });
      // Likes drop no cached answer (decision 016): A's visitors see the old count a while…
      const stale = await anonymous();
      expect(stale.headers['x-cache']).toBe('hit');
      expect(likes(stale)).toBe(0);
      // …until the entry expires; the first read after that still gets it and has it computed
      // again behind it (decision 039), so visitors see the like soon after RESPONSE_CACHE_SECONDS
      // when someone is reading, and at most twice that after it was cached.
      const fresh = await within(
        'the like counted for visitors on A',
        2 * RESPONSE_CACHE_MS + 1000,
        400,
        async () => {
          const answer = await anonymous();
          return likes(answer) === 1 ? answer : null;
        },
      );
      const ageMs = Date.now() - cachedAt;
      expect(ageMs).toBeLessThanOrEqual(2 * RESPONSE_CACHE_MS + 1000);
      report(
        'a like through B',
        `A's member read showed it at once (likeCount 1, isLike 1); A's visitors read the cached count 0 until the entry expired and was computed again behind a read, then 1 (${ageMs} ms after it was cached; bound twice RESPONSE_CACHE_SECONDS = ${(2 * RESPONSE_CACHE_MS) / 1000} s)`,
      );
      expect(fresh.value.headers['x-cache']).toBe('hit');
    });

    it('changes the home best list cached on A after a post written through B', async () => {
      const read = () => to(a, { path: '/api/bestcommunity', from: from(3) });
      const before = await read();
      expect(before.headers['x-cache']).toBe('miss');
      expect((await read()).headers['x-cache']).toBe('hit');

      const postId = await writePost(b, { categoryId: 6, title: '실종 신고' });
      const picked = (answer: Answer) =>
        Object.values(answer.body<BestCommunity>()).map((post) => post?.communityId ?? null);
      const changed = await within(
        'the new post among A’s picks',
        CROSS_INSTANCE_MS,
        20,
        async () => {
          const answer = await read();
          return picked(answer).includes(postId) ? answer : null;
        },
      );
      expect(picked(before)).not.toContain(postId);
      expect(changed.value.headers['x-cache']).toBe('miss');
      report(
        'the home best list cached on A',
        `showed the post written through B ${changed.tries === 1 ? 'on the first read' : `after ${changed.afterMs} ms`} (picks ${JSON.stringify(picked(before))} → ${JSON.stringify(picked(changed.value))})`,
      );
    });

    it(`counts one visitor’s calls on both instances against one limit of ${ANONYMOUS_LIMIT} a minute`, async () => {
      const statuses: number[] = [];
      for (let index = 0; index < ANONYMOUS_LIMIT; index += 1) {
        const instance = index % 2 === 0 ? a : b;
        statuses.push((await to(instance, { path: LIST, from: from(4) })).status);
      }
      expect(statuses).toEqual(Array(ANONYMOUS_LIMIT).fill(200));
      const refused = [
        await to(a, { path: LIST, from: from(4) }),
        await to(b, { path: LIST, from: from(4) }),
      ];
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(JSON.parse(answer.text)).toMatchObject({
          code: 429,
          message: MESSAGES.tooManyRequests,
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another visitor is not affected.
      expect((await to(a, { path: LIST, from: from(14) })).status).toBe(200);
      report(
        'anonymous limit',
        `${ANONYMOUS_LIMIT} calls a minute from one address, ${ANONYMOUS_LIMIT / 2} to A and ${ANONYMOUS_LIMIT / 2} to B: all 200; call ${ANONYMOUS_LIMIT + 1} refused 429 on A, and on B (Retry-After ${refused[1]?.headers['retry-after']} s)`,
      );
    });

    it(`counts a member’s likes on both instances against one limit of ${LIKE_LIMIT}`, async () => {
      const limited = await member();
      const postId = await writePost(a, { categoryId: 2, title: '좋아요 제한' });
      const like = (instance: ApiProcess) =>
        to(instance, {
          method: 'POST',
          path: `/api/communities/${postId}/like`,
          token: limited.token,
        });
      const unlike = (instance: ApiProcess) =>
        to(instance, {
          method: 'DELETE',
          path: `/api/communities/${postId}/dislike`,
          token: limited.token,
        });
      const allowed = [await like(a), await unlike(b), await like(a), await unlike(b)];
      expect(allowed.map((answer) => answer.status)).toEqual(Array(LIKE_LIMIT).fill(200));
      const refused = [await like(a), await like(b)];
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(JSON.parse(answer.text)).toMatchObject({
          code: 429,
          message: `좋아요를 너무 자주 누르고 있습니다. ${SERVER_MESSAGES.retryInMinutes(10)}`,
        });
      }
      report(
        'member write limit',
        `WRITE_LIMITS likes=${LIKE_LIMIT}/10m: like on A, unlike on B, like on A, unlike on B all 200; the next like refused 429 on A and on B`,
      );
    });

    it('ends on B the session a member logged out of through A', async () => {
      const leaving = await member();
      const mine = () =>
        to(b, { path: '/api/mypage/community?page=1&size=5', token: leaving.token });
      expect((await mine()).status).toBe(200);
      const logout = await to(a, {
        method: 'POST',
        path: '/api/auth/logout',
        token: leaving.token,
      });
      expect(logout.status, logout.text).toBe(200);
      // B keeps the member's identity row (decision 041) until the logout's event reaches it
      // through Redis.
      const ended = await within('the logout known on B', 2000, 20, async () => {
        const answer = await mine();
        return answer.status === 200 ? null : answer;
      });
      expect(ended.value.status).toBe(401);
      const principal = await to(b, {
        path: '/api/account/principal',
        token: leaving.token,
        from: from(6),
      });
      expect(principal.body<{ authenticated: boolean }>().authenticated).toBe(false);
      report(
        'logout through A',
        `the token refused on B ${ended.tries === 1 ? 'on its next call' : `after ${ended.afterMs} ms (${ended.tries} calls)`}; B's principal for it: signed out`,
      );
    });

    it('serves an image uploaded through A from the bucket’s public URL, named alike by B', async () => {
      const { payload, headers } = await multipartBody(
        { communityCategoryId: 3, title: '사진 올려요', content: '우리 강아지' },
        [{ bytes: await jpegWithGps(800, 600), filename: '강아지.jpg' }],
      );
      const postId = posted(
        await to(a, {
          method: 'POST',
          path: '/api/communities',
          token: author.token,
          payload: { bytes: payload, headers },
        }),
      );
      const images = async (instance: ApiProcess) =>
        (await to(instance, { path: `/api/communities/1/${postId}`, from: from(7) }))
          .body<CommunityPost>()
          .communityImgs.map((image) => image.imgUrl);
      const fromA = await images(a);
      expect(fromA).toHaveLength(1);
      const [url = ''] = fromA;
      expect(url.startsWith(`${bucket.S3_PUBLIC_URL}/`)).toBe(true);
      expect(await images(b)).toEqual(fromA);

      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      const size = (await served.arrayBuffer()).byteLength;
      expect(size).toBeGreaterThan(0);
      // Nothing was kept on A's own disk.
      const onDisk = await readdir(path.join(dataDirs.a ?? '', 'uploads')).catch(() => []);
      expect(onDisk).toEqual([]);
      report(
        'an image uploaded through A',
        `served by the bucket at its public URL (${served.headers.get('content-type')}, ${size} bytes); B's answer names the same URL; nothing in A's DATA_DIR/uploads`,
      );
    });

    it('sweeps on one instance at a time, once a period', async () => {
      sampling = false;
      await sampler;
      const figures: string[] = [];
      for (const name of SWEEPS) {
        const samples = leaseSamples.filter((sample) => sample.name === name);
        expect(samples.length, `${name} never ran`).toBeGreaterThan(0);
        const holders = new Set(samples.map((sample) => holderName(sample.holder)));
        expect(holders.size, `${name} held by ${[...holders].join(', ')}`).toBe(1);
        // Each run takes the lease anew: one new expiry per run.
        const expiries = [...new Set(samples.map((sample) => sample.expiresAt.getTime()))].sort();
        const gaps = expiries.slice(1).map((at, index) => at - (expiries[index] ?? at));
        expect(gaps.length, `${name} ran once only`).toBeGreaterThan(1);
        for (const gap of gaps) {
          // Never two runs within one period (both instances), never a period skipped (a skip
          // leaves two periods between runs; a late timer on a busy machine leaves less).
          expect(gap).toBeGreaterThanOrEqual(SWEEP_PERIOD_MS * 0.9);
          expect(gap).toBeLessThan(SWEEP_PERIOD_MS * 2);
        }
        figures.push(`${name} ${expiries.length} runs, all on ${[...holders][0]}`);
      }
      // The orphan sweep logs each run: only its holder's log has the lines.
      const sweepLines = (instance: ApiProcess) =>
        instance.output.filter((line) => line.text.includes('orphan image sweep')).length;
      const lines = { A: sweepLines(a), B: sweepLines(b) };
      expect(Math.min(lines.A, lines.B)).toBe(0);
      expect(Math.max(lines.A, lines.B)).toBeGreaterThan(1);
      report(
        'only one instance sweeps',
        `every ${SWEEP_PERIOD_MS / 1000} s, consecutive runs ${SWEEP_PERIOD_MS * 0.9}–${SWEEP_PERIOD_MS * 1.5} ms apart: ${figures.join('; ')}; "orphan image sweep" log lines: A ${lines.A}, B ${lines.B}`,
      );
    });

    it('loses no acknowledged write when A is killed under write load, and B keeps answering', {
      timeout: 60_000,
    }, async () => {
      const writers = await Promise.all([member(), member(), member(), member()]);
      const postId = await writePost(b, { categoryId: 2, title: '댓글 부하' });
      type Outcome = {
        instance: 'A' | 'B';
        at: number;
        status: number | 'error';
        id: number | null;
        content: string;
      };
      const outcomes: Outcome[] = [];
      let running = true;
      let sequence = 0;
      const load = async (instance: ApiProcess, name: 'A' | 'B', token: string) => {
        while (running) {
          sequence += 1;
          const content = `부하 댓글 ${sequence}`;
          const answer = await to(instance, {
            method: 'POST',
            path: `/api/communities/${postId}/comments`,
            token,
            json: { communityId: postId, content },
          }).catch(() => null);
          const status = answer?.status ?? 'error';
          outcomes.push({
            instance: name,
            at: Date.now(),
            status,
            id: status === 200 ? (answer?.body<number>() ?? null) : null,
            content,
          });
          // A refused connection answers at once: A's clients would spin.
          await sleep(answer ? 10 : 50);
        }
      };
      const reads: Array<{ at: number; status: number | 'error' }> = [];
      const readOnB = async () => {
        while (running) {
          const answer = await to(b, {
            path: `/api/communities/1/${postId}`,
            token: writers[0]?.token,
          }).catch(() => null);
          reads.push({ at: Date.now(), status: answer?.status ?? 'error' });
          await sleep(10);
        }
      };
      const clients = Promise.all([
        load(a, 'A', writers[0]?.token ?? ''),
        load(a, 'A', writers[1]?.token ?? ''),
        load(b, 'B', writers[2]?.token ?? ''),
        load(b, 'B', writers[3]?.token ?? ''),
        readOnB(),
      ]);
      await sleep(1500);
      const killedAt = Date.now();
      await a.stop('SIGKILL');
      await sleep(2000);
      running = false;
      await clients;

      const acknowledged = new Map(
        outcomes.flatMap((outcome) =>
          outcome.id === null ? [] : [[outcome.id, outcome.content] as const],
        ),
      );
      const rows = await helper.app.database.db
        .select({ id: communityComments.id, content: communityComments.content })
        .from(communityComments)
        .where(inArray(communityComments.id, [...acknowledged.keys()]));
      expect(new Map(rows.map((row) => [row.id, row.content]))).toEqual(acknowledged);

      const onA = outcomes.filter((outcome) => outcome.instance === 'A');
      const ackedByA = onA.filter((outcome) => outcome.id !== null).length;
      const onB = [...outcomes.filter((outcome) => outcome.instance === 'B'), ...reads];
      const afterKill = onB.filter((outcome) => outcome.at > killedAt);
      expect(ackedByA).toBeGreaterThan(0);
      expect(afterKill.length).toBeGreaterThan(0);
      expect(onB.filter((outcome) => outcome.status !== 200)).toEqual([]);

      // The leases A held lapse within one and a half periods; B takes its sweeps over.
      await within('B holding every sweep', SWEEP_PERIOD_MS * 3, 100, async () => {
        const rows = await helper.app.database.db.select().from(leases);
        const heldByB = rows.filter((row) => holderName(row.holder) === 'B').length;
        return heldByB === SWEEPS.length ? heldByB : null;
      });
      report(
        'SIGKILL of A under write load',
        `${acknowledged.size} comments acknowledged (${ackedByA} by A before it died, ${acknowledged.size - ackedByA} by B): all ${rows.length} in the database as sent; A's calls unanswered at or after the kill: ${onA.filter((outcome) => outcome.status === 'error').length}; B answered all ${onB.length} calls 200 (${afterKill.length} after the kill), and held all ${SWEEPS.length} sweeps ${Date.now() - killedAt} ms after the kill`,
      );
    });
  },
);
