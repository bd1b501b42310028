import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { ok } from '../../src/http/envelope.ts';
import { insertPost } from '../community/posts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import {
  appDatabase,
  connectAsAdmin,
  createComment,
  expectAcknowledgedCommentsStored,
  expectUnavailable,
  reportFigure,
  serverUrl,
  signal,
  startWriteLoad,
  waitFor,
} from './support.ts';

/**
 * PostgreSQL ends a backend (pg_terminate_backend, a restart, a failover) while the app is
 * inside a transaction on it. pg reports that as an 'error' event on the connection, which
 * nobody heard while the connection was lent out: the process died ("Unhandled 'error'
 * event", 57P01) within seconds under write load.
 */
describe.skipIf(!serverUrl)('a PostgreSQL backend terminated inside a transaction', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: { name: string; url: string };
  let tokens: string[];
  let userId: number;
  let postId: number;
  /** The test route's transaction has run its first statement and waits for `goOn`. */
  let heldOpen = signal();
  let goOn = signal();
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    t = await createTestApp(
      {},
      {
        extraRoutes(app) {
          app.post('/test/held-transaction', async () => {
            await app.database.db.transaction(async (tx) => {
              await tx.execute(sql`select 'held'`);
              heldOpen.resolve();
              await goOn.promise;
              await tx.execute(sql`select 'after'`);
            });
            return ok(null);
          });
        },
      },
    );
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    tokens = users.map((user) => user.token);
    userId = users[0]?.id ?? 0;
    postId = await insertPost(t.app, { userId });
    admin = await connectAsAdmin(serverUrl ?? '');
    database = await appDatabase(t.app, serverUrl ?? '');
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await admin?.end();
    await t?.close();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

  it('answers 503 to the request whose backend died while idle in its transaction, and serves on', async () => {
    heldOpen = signal();
    goOn = signal();
    const load = startWriteLoad(t.app, { tokens, postId, pauseMs: 5 });
    const held = t.app.inject({ method: 'POST', url: '/test/held-transaction' });
    await heldOpen.promise;
    const pid = await waitFor('the held transaction', async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = $1 and state = 'idle in transaction' and query = $2`,
        [database.name, "select 'held'"],
      );
      return rows[0]?.pid ?? null;
    });
    await terminate(pid);
    await waitFor('the backend to exit', async () => {
      const { rowCount } = await admin.query('select 1 from pg_stat_activity where pid = $1', [
        pid,
      ]);
      return rowCount === 0 ? true : null;
    });
    // Time for the server's goodbye to reach the connection while no query runs on it.
    await sleep(200);
    goOn.resolve();

    expectUnavailable(await held);
    const outcomes = await load.stop();
    const statuses = outcomes.map((outcome) => outcome.response.statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await expectAcknowledgedCommentsStored(t.app, outcomes);
    const next = await createComment(t.app, tokens[0] ?? '', postId, '다음 댓글');
    expect(next.response.statusCode).toBe(200);
    expect(uncaught).toEqual([]);
    reportFigure(
      'backend terminated idle in a transaction',
      `the held request: 503; ${outcomes.length} concurrent writes: all 200 and stored; next request: 200; uncaught errors: 0`,
    );
  });

  it('answers 503 to the writes whose backends die mid-statement, 200 to the rest, and keeps the count', async () => {
    const lockedPostId = await insertPost(t.app, { userId });
    // Holding the post row: each comment's INSERT passes, its count UPDATE waits on the lock.
    const locker = await connectAsAdmin(database.url);
    await locker.query('begin');
    await locker.query('select id from community_posts where id = $1 for no key update', [
      lockedPostId,
    ]);
    const writes = tokens.map((token, index) =>
      createComment(t.app, token, lockedPostId, `잠긴 글의 댓글 ${index}`),
    );
    const waiting = await waitFor('every write to wait on the lock', async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [database.name],
      );
      return rows.length === tokens.length ? rows.map((row) => row.pid) : null;
    });
    const terminated = waiting.slice(0, 2);
    for (const pid of terminated) await terminate(pid);
    await locker.query('commit');
    await locker.end();

    const outcomes = await Promise.all(writes);
    const refused = outcomes.filter((outcome) => outcome.response.statusCode !== 200);
    expect(refused).toHaveLength(terminated.length);
    for (const outcome of refused) expectUnavailable(outcome.response);

    const stored = await t.app.database.db
      .select({ id: communityComments.id })
      .from(communityComments)
      .where(eq(communityComments.postId, lockedPostId));
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id === null ? [] : [outcome.id]));
    const ascending = (a: number, b: number) => a - b;
    expect(stored.map((row) => row.id).sort(ascending)).toEqual(acknowledged.sort(ascending));
    const [post] = await t.app.database.db
      .select({ commentCount: communityPosts.commentCount })
      .from(communityPosts)
      .where(eq(communityPosts.id, lockedPostId));
    expect(post?.commentCount).toBe(acknowledged.length);

    const next = await createComment(t.app, tokens[0] ?? '', lockedPostId, '다음 댓글');
    expect(next.response.statusCode).toBe(200);
    expect(uncaught).toEqual([]);
    reportFigure(
      'backends terminated mid-statement',
      `${outcomes.length} writes: ${refused.length} × 503 (their backends killed), ${acknowledged.length} × 200, all stored, comment count ${post?.commentCount}; next request: 200; uncaught errors: 0`,
    );
  });
});
