import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@daengnyang/contract/messages';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema/users.ts';
import { ok } from '../../src/http/envelope.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { expectUnavailable } from './support.ts';

/** User text that must never reach the log: it looks like an e-mail address on purpose. */
const PRIVATE = 'private-7f3a9c@example.com';
const Body = z.object({ text: z.string() });

/** The test app's request deadline, and how long its slow routes take. */
const DEADLINE_MS = 1000;
const PAST_DEADLINE_MS = 1500;

/** A PostgreSQL error as pg and PGlite report it: a SQLSTATE and a severity. */
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });

/** Errors the database layer throws when the database cannot serve, wrapped as drizzle does. */
const UNAVAILABLE: Record<string, Error> = {
  terminated: new DrizzleQueryError(
    'insert into "community_comments" ("content") values ($1)',
    [PRIVATE],
    postgresError('57P01', 'terminating connection due to administrator command'),
  ),
  'statement-timeout': new DrizzleQueryError(
    'select 1',
    [],
    postgresError('57014', 'canceling statement due to statement timeout'),
  ),
  'connection-refused': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  }),
  'pool-exhausted': new Error('timeout exceeded when trying to connect'),
  'connection-lost': new DrizzleQueryError(
    'select 1',
    [],
    new Error('Connection terminated unexpectedly'),
  ),
};

function testRoutes(app: FastifyInstance): void {
  // PostgreSQL quotes the value it cannot read in its message; drizzle lists the parameters.
  app.post('/test/failing-cast', async (request) => {
    const { text } = Body.parse(request.body);
    await app.database.db.execute(sql`select ${text}::int`);
    return ok(null);
  });
  // PostgreSQL repeats the row's values in the error's detail.
  app.post('/test/duplicate-account', async (request) => {
    const { text } = Body.parse(request.body);
    for (const name of ['첫째', '둘째']) {
      await app.database.db
        .insert(users)
        .values({ name: `${name}${Date.now()}`, email: text, provider: 'kakao', providerId: text });
    }
    return ok(null);
  });
  // Fails after its deadline has answered: Fastify logs that error itself.
  app.post('/test/late-failure', async (request) => {
    const { text } = Body.parse(request.body);
    await sleep(PAST_DEADLINE_MS);
    await app.database.db.execute(sql`select ${text}::int`);
    return ok(null);
  });
  app.get('/test/slow', async () => {
    await sleep(PAST_DEADLINE_MS);
    return ok(null);
  });
  app.get<{ Params: { kind: string } }>('/test/unavailable/:kind', async (request) => {
    throw UNAVAILABLE[request.params.kind] ?? new Error('unknown kind');
  });
}

describe('database errors', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { REQUEST_DEADLINE_MS: String(DEADLINE_MS) },
      { extraRoutes: testRoutes },
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string) => t.app.inject({ method: 'POST', url, payload: { text: PRIVATE } });

  it('never write the parameters of a failed query to the log, nor the values PostgreSQL repeats', async () => {
    const before = t.logLines().length;
    for (const url of ['/test/failing-cast', '/test/duplicate-account']) {
      const response = await post(url);
      expect(response.statusCode, url).toBe(500);
      expect(envelope(response)).toEqual({ code: 500, message: MESSAGES.serverError, body: null });
    }
    const late = await post('/test/late-failure');
    expectUnavailable(late);
    await sleep(PAST_DEADLINE_MS);

    const lines = t.logLines().slice(before);
    expect(lines.filter((line) => line.includes('private-7f3a9c'))).toEqual([]);
    // What is logged still tells what failed: the SQLSTATE, the names, the SQL text.
    const logged = lines.map((line) => JSON.parse(line) as { err?: Record<string, unknown> });
    const errors = logged.flatMap((line) => (line.err ? [line.err] : []));
    expect(errors).toContainEqual(
      expect.objectContaining({ code: '22P02', query: 'select $1::int' }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ code: '23505', constraint: 'users_provider_identity_key' }),
    );
  });

  it.each(Object.keys(UNAVAILABLE))(
    'answers 503 with Retry-After when the database is out of reach (%s)',
    async (kind) => {
      const before = t.logLines().length;
      expectUnavailable(await t.app.inject({ url: `/test/unavailable/${kind}` }));
      const lines = t.logLines().slice(before);
      expect(lines.filter((line) => line.includes('private-7f3a9c'))).toEqual([]);
    },
  );

  it('answers 503 with Retry-After to a request that runs past its deadline', async () => {
    expectUnavailable(await t.app.inject({ url: '/test/slow' }));
  });
});
