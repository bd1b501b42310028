import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../community/posts.ts';
import { bearer, envelope } from '../helpers/app.ts';
import { createInstancePair } from '../helpers/instances.ts';
import { type RedisServer, redisServerMissing, startRedisServer } from '../helpers/redis-server.ts';
import { createUser } from '../helpers/users.ts';

/** Concurrent clients of the load, and how long it runs before and after Redis stops. */
const CLIENTS = 6;
const BEFORE_STOP_MS = 1000;
const AFTER_STOP_MS = 2000;

describe.skipIf(redisServerMissing)('Redis stopping under load', () => {
  let redis: RedisServer;
  let pair: Awaited<ReturnType<typeof createInstancePair>>;
  let base: string;
  let postId: number;
  let member: { id: number; token: string };

  beforeAll(async () => {
    redis = await startRedisServer();
    pair = await createInstancePair({
      REDIS_URL: redis.url,
      RESPONSE_CACHE_SECONDS: '2',
      WRITE_LIMITS: 'likes=2/10m',
    });
    await pair.a.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(pair.a.app.server.address() as AddressInfo).port}`;
    member = await createUser(pair.a.app);
    postId = await insertPost(pair.a.app, { userId: member.id, title: '부하 시험' });
  });
  afterAll(async () => {
    await pair.close();
    await redis.stop();
  });

  type Readiness = { status: string; checks: Record<string, { status: string }> };
  const redisState = async (app: typeof pair.a.app) =>
    envelope<Readiness>(await app.inject({ url: '/readyz' })).body.checks.redis?.status;

  it('keeps answering without a 5xx, says so once and in /readyz, then shares again', async () => {
    expect(envelope(await pair.a.app.inject({ url: '/readyz' })).body).toMatchObject({
      status: 'ok',
      checks: { redis: { status: 'ok', required: false } },
    });

    const statuses = new Map<number, number>();
    let running = true;
    const client = async (n: number) => {
      while (running) {
        const response =
          n % 2 === 0
            ? await fetch(`${base}/api/communities/1?page=1&size=10`)
            : await fetch(`${base}/api/communities/1/${postId}`, { method: 'POST' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    await sleep(BEFORE_STOP_MS);
    await redis.stop();
    await sleep(AFTER_STOP_MS);
    running = false;
    await load;

    const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(total).toBeGreaterThan(CLIENTS * 10);
    expect(serverErrors).toEqual([]);
    expect([...statuses.keys()]).toEqual([200]);

    const ready = await pair.a.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(envelope(ready).body).toMatchObject({
      status: 'degraded',
      checks: { database: { status: 'ok' }, redis: { status: 'down', required: false } },
    });
    const outageLines = pair.a.logLines().filter((line) => line.includes('Redis unreachable'));
    expect(outageLines).toHaveLength(1);

    await redis.start();
    await expect.poll(() => redisState(pair.a.app), { timeout: 15_000, interval: 200 }).toBe('ok');

    // Shared again: two likes a window for the member, counted across both instances.
    const like = (app: typeof pair.a.app, method: 'POST' | 'DELETE') =>
      app.inject({
        method,
        url: `/api/communities/${postId}/${method === 'POST' ? 'like' : 'dislike'}`,
        headers: bearer(member.token),
      });
    await expect
      .poll(() => redisState(pair.b.app), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('ok');
    expect((await like(pair.a.app, 'POST')).statusCode).toBe(200);
    expect((await like(pair.b.app, 'DELETE')).statusCode).toBe(200);
    expect((await like(pair.a.app, 'POST')).statusCode).toBe(429);
    expect(pair.a.logLines().some((line) => line.includes('Redis is back'))).toBe(true);
  });
});
