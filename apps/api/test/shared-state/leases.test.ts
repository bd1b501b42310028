import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeLease } from '../../src/db/leases.ts';
import { runUnderLease } from '../../src/shared-state/leases.ts';
import { createInstancePair } from '../helpers/instances.ts';

/** Jobs that must run once: a lease in PostgreSQL, whoever the instances are. */
describe('leases', () => {
  let pair: Awaited<ReturnType<typeof createInstancePair>>;
  const runs = new Map<string, number>();

  beforeAll(async () => {
    pair = await createInstancePair({}, (app) =>
      runUnderLease(app, {
        name: 'test-job',
        // Long enough that a busy CI host's scheduling delays (PGlite shares the test's thread)
        // never let the holder's lease lapse between its runs.
        everyMs: 500,
        firstAfterMs: 20,
        async run() {
          runs.set(app.instanceId, (runs.get(app.instanceId) ?? 0) + 1);
        },
      }),
    );
  });
  afterAll(() => pair.close());

  it('lets one holder take a lease until it lapses; the holder renews it', async () => {
    const { db } = pair.a.app.database;
    expect(await takeLease(db, 'plain', 'first', 300)).toBe(true);
    expect(await takeLease(db, 'plain', 'second', 60_000)).toBe(false);
    expect(await takeLease(db, 'plain', 'first', 300)).toBe(true);
    await sleep(400);
    // The second holder's lease is long, so that however slow the host, it has not lapsed yet.
    expect(await takeLease(db, 'plain', 'second', 60_000)).toBe(true);
    expect(await takeLease(db, 'plain', 'first', 300)).toBe(false);
  });

  it('runs a job on one instance at a time, and on the other once the first is gone', async () => {
    await pair.a.app.listen({ host: '127.0.0.1', port: 0 });
    await pair.b.app.listen({ host: '127.0.0.1', port: 0 });
    await sleep(1800);
    const ran = [...runs.values()];
    expect(ran).toHaveLength(1);
    expect(ran[0]).toBeGreaterThanOrEqual(3);

    const [holder] = [...runs.keys()];
    const [gone, left] = holder === pair.a.app.instanceId ? [pair.a, pair.b] : [pair.b, pair.a];
    await gone.app.close();
    await expect
      .poll(() => runs.get(left.app.instanceId) ?? 0, { timeout: 5000, interval: 100 })
      .toBeGreaterThanOrEqual(2);
  });
});
