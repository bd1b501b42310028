import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { z } from 'zod';
import { communityComments } from '../../src/db/schema/community.ts';
import { RETRY_AFTER_SECONDS } from '../../src/http/unavailable.ts';
import { bearer, envelope } from '../helpers/app.ts';

/** PostgreSQL of the run, when there is one; the fault tests need a real server. */
export const serverUrl = process.env.DATABASE_URL;

/**
 * Prints a measured figure of a fault test (`reliability: …` on stdout), so that one run of the
 * suite gives RELIABILITY.md its numbers. Assertions decide pass or fail; this only reports.
 */
export function reportFigure(test: string, figures: string): void {
  console.info(`reliability: ${test}: ${figures}`);
}

/** A promise the test resolves when it chooses. */
export function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Asks `probe` every 25 ms until it answers something other than null. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(25);
  }
  throw new Error(`still waiting for ${what}`);
}

/** The database server's address, for a fault proxy in front of it. */
export function serverAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 5432) };
}

/** A connection of the run's superuser, beside the app's pool: to look at and end backends. */
export async function connectAsAdmin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const CurrentDatabase = z.object({ rows: z.array(z.object({ name: z.string() })) });

/** The name of the app's database, and a URL of it for a connection of the test's own. */
export async function appDatabase(
  app: FastifyInstance,
  url: string,
): Promise<{ name: string; url: string }> {
  const result = await app.database.db.execute(sql`select current_database() as name`);
  const [row] = CurrentDatabase.parse(result).rows;
  const name = row?.name ?? '';
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { name, url: own.href };
}

type Answer = {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
};

/** The answer a client gets while the server cannot serve: 503, Retry-After, the envelope. */
export function expectUnavailable(response: Answer): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(envelope(response)).toEqual({
    code: 503,
    message: SERVER_MESSAGES.serviceUnavailable,
    body: null,
  });
}

/** Creates a comment through the API: the whole answer, and the comment's id when it is 200. */
export async function createComment(
  app: FastifyInstance,
  token: string,
  postId: number,
  content: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/communities/${postId}/comments`,
    headers: bearer(token),
    payload: { communityId: postId, content },
  });
  const id = response.statusCode === 200 ? envelope<number>(response).body : null;
  return { response, id, content };
}

export type WriteOutcome = Awaited<ReturnType<typeof createComment>> & {
  startedAt: number;
  endedAt: number;
};

/**
 * Write load: each member creates comments on the post one after another, `pauseMs` apart,
 * until `stop()`, which answers every outcome.
 */
export function startWriteLoad(
  app: FastifyInstance,
  options: { tokens: string[]; postId: number; pauseMs: number },
): { stop: () => Promise<WriteOutcome[]> } {
  const outcomes: WriteOutcome[] = [];
  let running = true;
  let sequence = 0;
  const member = async (token: string) => {
    while (running) {
      sequence += 1;
      const startedAt = Date.now();
      const outcome = await createComment(app, token, options.postId, `부하 댓글 ${sequence}`);
      outcomes.push({ ...outcome, startedAt, endedAt: Date.now() });
      await sleep(options.pauseMs);
    }
  };
  const members = Promise.all(options.tokens.map(member));
  return {
    async stop() {
      running = false;
      await members;
      return outcomes;
    },
  };
}

/** Every comment whose creation was answered 200 is in the database, as it was sent. */
export async function expectAcknowledgedCommentsStored(
  app: FastifyInstance,
  outcomes: WriteOutcome[],
): Promise<void> {
  const acknowledged = new Map<number, string>();
  for (const outcome of outcomes) {
    if (outcome.id !== null) acknowledged.set(outcome.id, outcome.content);
  }
  expect(acknowledged.size).toBeGreaterThan(0);
  const rows = await app.database.db
    .select({ id: communityComments.id, content: communityComments.content })
    .from(communityComments)
    .where(inArray(communityComments.id, [...acknowledged.keys()]));
  expect(new Map(rows.map((row) => [row.id, row.content]))).toEqual(acknowledged);
}
