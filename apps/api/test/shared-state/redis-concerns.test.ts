import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBroadcast } from '../../src/shared-state/broadcast.ts';
import { createRedisCounters } from '../../src/shared-state/counters.ts';
import { createRedisFlags } from '../../src/shared-state/flags.ts';
import { createRedisLocks } from '../../src/shared-state/locks.ts';
import { redisMemoFactory } from '../../src/shared-state/memo.ts';
import { connectRedis, type RedisLink } from '../../src/shared-state/redis-link.ts';
import { type RedisServer, redisServerMissing, startRedisServer } from '../helpers/redis-server.ts';

const quiet = { warn: () => undefined, info: () => undefined };

/**
 * A lifetime that lapses within the test yet outlasts a stall of a loaded machine between two
 * calls (200 ms did not, on two cores shared with other suites).
 */
const SHORT_MS = 1000;

/** Two instances' views of one Redis: what one does, the other must see. */
describe.skipIf(redisServerMissing)('shared state on a real Redis', () => {
  let redis: RedisServer;
  let a: RedisLink;
  let b: RedisLink;

  beforeAll(async () => {
    redis = await startRedisServer();
    a = await connectRedis(redis.url, quiet);
    b = await connectRedis(redis.url, quiet);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.stop();
  });

  it('counts one window for both instances', async () => {
    const onA = createRedisCounters(a);
    const onB = createRedisCounters(b);
    expect((await onA.hit('k', 60_000)).count).toBe(1);
    expect((await onB.hit('k', 60_000)).count).toBe(2);
    const peeked = await onA.peek('k', 60_000);
    expect(peeked.count).toBe(2);
    expect(peeked.resetInMs).toBeGreaterThan(59_000);
    expect((await onB.peek('other', 60_000)).count).toBe(0);
  });

  it('starts a new window when the old one ends', async () => {
    const counters = createRedisCounters(a);
    await counters.hit('short', SHORT_MS);
    await counters.hit('short', SHORT_MS);
    await sleep(SHORT_MS + 200);
    expect((await counters.hit('short', SHORT_MS)).count).toBe(1);
  });

  it('shows a flag set on one instance to the other, until it lapses', async () => {
    await createRedisFlags(a).set('known', SHORT_MS);
    expect(await createRedisFlags(b).has('known')).toBe(true);
    await sleep(SHORT_MS + 200);
    expect(await createRedisFlags(b).has('known')).toBe(false);
  });

  it('gives a lock to one holder across instances; it lapses or is given back', async () => {
    const release = await createRedisLocks(a).acquire('job', 60_000);
    expect(release).not.toBeNull();
    expect(await createRedisLocks(b).acquire('job', 60_000)).toBeNull();
    await release?.();
    const next = await createRedisLocks(b).acquire('job', SHORT_MS);
    expect(next).not.toBeNull();
    // A late release of the first holder must not free the second's lock.
    await release?.();
    expect(await createRedisLocks(a).acquire('job', SHORT_MS)).toBeNull();
    await sleep(SHORT_MS + 200);
    expect(await createRedisLocks(a).acquire('job', SHORT_MS)).not.toBeNull();
  });

  it('computes a memo once for both instances', async () => {
    let loads = 0;
    const options = {
      name: 'test-memo',
      ttlMs: 60_000,
      max: 10,
      load: async (word: string) => {
        loads += 1;
        return { length: word.length };
      },
    };
    const onA = redisMemoFactory(a)(options);
    const onB = redisMemoFactory(b)(options);
    expect(await onA.get('사료', '사료')).toEqual({ length: 2 });
    expect(await onB.get('사료', '사료')).toEqual({ length: 2 });
    expect(loads).toBe(1);
  });

  it('broadcasts a message to every instance', async () => {
    const heard: string[] = [];
    const onB = createRedisBroadcast(b, 'test-channel');
    onB.onMessage((message) => heard.push(message));
    await sleep(100);
    await createRedisBroadcast(a, 'test-channel').publish('7,8');
    await expect.poll(() => heard).toEqual(['7,8']);
  });

  it('still hears broadcasts after Redis was restarted', async () => {
    const heard: string[] = [];
    const onB = createRedisBroadcast(b, 'restart-channel');
    onB.onMessage((message) => heard.push(message));
    const onA = createRedisBroadcast(a, 'restart-channel');
    await redis.stop();
    await redis.start();
    await expect.poll(() => a.isUp() && b.isUp(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        async () => {
          await onA.publish('after');
          return heard.includes('after');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
