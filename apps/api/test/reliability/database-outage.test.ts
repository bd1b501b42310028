import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTimeouts } from '../../src/db/client.ts';
import { insertPost } from '../community/posts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy.ts';
import { createUser } from '../helpers/users.ts';
import {
  createComment,
  expectAcknowledgedCommentsStored,
  expectUnavailable,
  reportFigure,
  serverAddress,
  serverUrl,
  startWriteLoad,
} from './support.ts';

/** Short limits, so that a test of a frozen database takes seconds. */
const TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1000,
  statementMs: 1000,
  idleInTransactionMs: 5000,
};
/** What a frozen connection may cost at most: its statement limit and the 2 s grace. */
const FROZEN_ANSWER_MS = TIMEOUTS.statementMs + 2000;

const OUTAGE_MS = 10_000;
const RECOVERY_MS = 2000;

/** The request's answer, or a failure naming it when there is none within `ms`. */
async function answeredWithin<T>(request: Promise<T>, ms: number): Promise<T> {
  const hang = sleep(ms).then(() => {
    throw new Error(`no answer within ${ms} ms`);
  });
  return Promise.race([request, hang]);
}

/** The app reaches PostgreSQL through a fault proxy that stops and freezes it at will. */
describe.skipIf(!serverUrl)('the database stopped or frozen, then back', () => {
  let proxy: FaultProxy;
  let t: TestApp;
  let tokens: string[];
  let postId: number;

  beforeAll(async () => {
    proxy = await startFaultProxy(serverAddress(serverUrl ?? ''));
    const database = await openTestDatabase({ reach: proxy.url, timeouts: TIMEOUTS });
    t = await createTestApp({}, { database });
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    tokens = users.map((user) => user.token);
    postId = await insertPost(t.app, { userId: users[0]?.id ?? 0 });
  });

  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  it(`answers 503 while it is stopped for ${OUTAGE_MS / 1000} s, serves within ${RECOVERY_MS / 1000} s of its return, and loses no acknowledged write`, {
    timeout: 60_000,
  }, async () => {
    const load = startWriteLoad(t.app, { tokens, postId, pauseMs: 50 });
    await sleep(1000);
    await proxy.cut();
    const cutAt = Date.now();
    await sleep(OUTAGE_MS);
    await proxy.restore();
    const restoredAt = Date.now();
    await sleep(RECOVERY_MS + 1500);
    const outcomes = await load.stop();

    const statuses = new Set(outcomes.map((outcome) => outcome.response.statusCode));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const outcome of outcomes) {
      if (outcome.response.statusCode === 503) expectUnavailable(outcome.response);
    }
    const duringOutage = outcomes.filter(
      (outcome) => outcome.startedAt >= cutAt && outcome.endedAt <= restoredAt,
    );
    expect(duringOutage.length).toBeGreaterThan(10);
    expect(duringOutage.filter((outcome) => outcome.id !== null)).toEqual([]);

    const afterReturn = outcomes.filter((outcome) => outcome.startedAt >= restoredAt);
    const firstServed = afterReturn.find((outcome) => outcome.id !== null);
    expect(firstServed, 'no write succeeded after the database came back').toBeDefined();
    expect((firstServed?.endedAt ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThanOrEqual(
      RECOVERY_MS,
    );
    const settled = afterReturn.filter((outcome) => outcome.startedAt >= restoredAt + RECOVERY_MS);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.map((outcome) => outcome.response.statusCode)).toEqual(settled.map(() => 200));

    await expectAcknowledgedCommentsStored(t.app, outcomes);
    const count = (status: number) =>
      outcomes.filter((outcome) => outcome.response.statusCode === status).length;
    reportFigure(
      'database stopped 10 s',
      `${outcomes.length} writes: ${count(200)} × 200, ${count(503)} × 503 (${duringOutage.length} fell inside the outage, all 503); first write served ${(firstServed?.endedAt ?? 0) - restoredAt} ms after the database returned; acknowledged writes lost: 0`,
    );
  });

  it('answers 503 instead of hanging while it is frozen, and serves again once it thaws', {
    timeout: 60_000,
  }, async () => {
    const [token = ''] = tokens;
    // A pooled connection is open and idle before the freeze.
    expect((await createComment(t.app, token, postId, '얼기 전')).response.statusCode).toBe(200);
    proxy.freeze();

    // More requests than the pool has connections: some send their query on a pooled
    // connection and hear nothing back, some open a connection that is accepted and never
    // answered, the rest wait for a free connection. Each must end in a 503, not a hang.
    const frozenAt = Date.now();
    const frozen = await answeredWithin(
      Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          createComment(t.app, token, postId, `언 동안 ${index}`),
        ),
      ),
      FROZEN_ANSWER_MS + 5000,
    );
    for (const outcome of frozen) expectUnavailable(outcome.response);
    reportFigure(
      'database frozen',
      `${frozen.length} concurrent writes, all 503 within ${Date.now() - frozenAt} ms (limit ${FROZEN_ANSWER_MS + 5000} ms)`,
    );

    await proxy.restore();
    const thawed = await createComment(t.app, token, postId, '녹은 뒤');
    expect(thawed.response.statusCode).toBe(200);
  });
});
