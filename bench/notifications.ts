import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nicknameKey } from '@daengnyang/contract/nickname';
import { inArray } from 'drizzle-orm';
import { createTokenService } from '../apps/api/src/auth/tokens.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { communityComments, communityPosts } from '../apps/api/src/db/schema/community.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { startRedisServer } from '../apps/api/test/helpers/redis-server.ts';
import { writeResultsSection } from './results-file.ts';
import { onCleanup, runBenchCommand } from './run/cleanup.ts';
import { millis, table } from './run/markdown.ts';
import { percentile } from './run/percentiles.ts';
import { freePort, type ServerProcess, startServerProcess } from './run/server-process.ts';
import { throwawayDatabase } from './web/server.ts';

/**
 * `npm run bench:notifications`: the time from a comment's commit to its notification on the
 * post author's open stream (issue 22), over COMMENTS comments written one after another, with
 * one instance, then with two sharing PostgreSQL and a redis-server started here (the stream
 * on B, the comments through A). Commit time is the comment's `created_at` (its transaction's
 * start, a single insert before the commit); arrival is when this process parsed the event.
 * Loopback only, needs DATABASE_URL (two instances share a database), about a minute, stops by
 * itself; writes the `notifications` section of bench/RESULTS.md.
 */
const COMMENTS = 1000;
/** A comment whose event has not come by then counts as lost. */
const EVENT_WAIT_MS = 5000;

const log = (message: string) => console.info(message);

type Member = { id: number; token: string };
type Prepared = { author: Member; commenter: Member; postId: number };

async function prepareData(databaseUrl: string, jwtSecret: string): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    await database.migrate();
    const rows = await database.db
      .insert(users)
      .values(
        ['벤치작성자', '벤치댓글러'].map((name, index) => ({
          name,
          nameKey: nicknameKey(name),
          email: `notify-bench-${index}@example.com`,
          provider: 'kakao' as const,
          providerId: `bench-notify-${index}`,
        })),
      )
      .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
    const tokens = createTokenService({ secret: jwtSecret, expiresIn: '1h' });
    const [author, commenter] = await Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        token: await tokens.sign({ ...row, userId: row.id }),
      })),
    );
    if (!author || !commenter) throw new Error('members not created');
    const [post] = await database.db
      .insert(communityPosts)
      .values({ categoryId: 2, userId: author.id, title: '알림 벤치', content: '내용' })
      .returning({ id: communityPosts.id });
    return { author, commenter, postId: post?.id ?? 0 };
  } finally {
    await database.close();
  }
}

async function commitTimes(databaseUrl: string, ids: number[]): Promise<Map<number, number>> {
  const database = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    const rows = await database.db
      .select({ id: communityComments.id, createdAt: communityComments.createdAt })
      .from(communityComments)
      .where(inArray(communityComments.id, ids));
    return new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
  } finally {
    await database.close();
  }
}

async function api<T>(
  server: ServerProcess,
  method: string,
  url: string,
  token: string,
  body?: object,
) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status}`);
  return ((await response.json()) as { body: T }).body;
}

/** The author's stream: the arrival time of each comment's event, by comment id. */
async function openStream(server: ServerProcess, ticket: string) {
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, () => void>();
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const sent = request(`${server.baseUrl}/api/notifications/stream?ticket=${ticket}`, resolve);
    sent.on('error', reject);
    sent.end();
  });
  if (response.statusCode !== 200) throw new Error(`stream: ${response.statusCode}`);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    const now = Date.now();
    buffer += chunk;
    for (const match of buffer.matchAll(/#comment-(\d+)/g)) {
      const id = Number(match[1]);
      if (arrivals.has(id)) continue;
      arrivals.set(id, now);
      waiters.get(id)?.();
    }
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
  });
  response.on('error', () => undefined);
  return {
    arrivals,
    /** Resolves when the comment's event came, or after EVENT_WAIT_MS. */
    wait: (id: number) =>
      arrivals.has(id)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, EVENT_WAIT_MS);
            waiters.set(id, () => {
              clearTimeout(timer);
              resolve();
            });
          }),
    close: () => response.destroy(),
  };
}

type Result = {
  label: string;
  latencies: number[];
  /** Commit to the comment's answer (the notification is made before the write answers). */
  toAnswer: number[];
  lost: number;
  seconds: number;
};

/** Writes COMMENTS comments through `writer`, each after the previous one's event came to `reader`'s stream. */
async function measure(
  label: string,
  writer: ServerProcess,
  reader: ServerProcess,
  data: Prepared,
  databaseUrl: string,
): Promise<Result> {
  const ticket = await api<{ ticket: string }>(
    writer,
    'POST',
    '/api/notifications/stream-ticket',
    data.author.token,
  );
  const stream = await openStream(reader, ticket.ticket);
  const started = Date.now();
  const ids: number[] = [];
  const responded = new Map<number, number>();
  for (let index = 0; index < COMMENTS; index += 1) {
    const id = await api<number>(
      writer,
      'POST',
      `/api/communities/${data.postId}/comments`,
      data.commenter.token,
      {
        communityId: data.postId,
        content: `벤치 댓글 ${index}`,
      },
    );
    ids.push(id);
    responded.set(id, Date.now());
    await stream.wait(id);
  }
  const seconds = (Date.now() - started) / 1000;
  stream.close();
  const commits = await commitTimes(databaseUrl, ids);
  const latencies: number[] = [];
  const toAnswer: number[] = [];
  for (const id of ids) {
    const arrived = stream.arrivals.get(id);
    const committed = commits.get(id);
    if (arrived === undefined || committed === undefined) continue;
    latencies.push(arrived - committed);
    toAnswer.push((responded.get(id) ?? committed) - committed);
  }
  log(`${label}: ${latencies.length}/${COMMENTS} events in ${seconds.toFixed(1)} s`);
  const sorted = (values: number[]) => values.toSorted((x, y) => x - y);
  return {
    label,
    latencies: sorted(latencies),
    toAnswer: sorted(toAnswer),
    lost: COMMENTS - latencies.length,
    seconds,
  };
}

function report(results: Result[]): string {
  const rows = results.map((result) => [
    result.label,
    millis(percentile(result.latencies, 50)),
    millis(percentile(result.latencies, 99)),
    millis(result.latencies.at(-1) ?? 0),
    millis(percentile(result.toAnswer, 50)),
    String(result.lost),
    result.seconds.toFixed(1),
  ]);
  return [
    '## Notifications: comment to stream',
    '',
    `${COMMENTS} comments written one after another (each after the previous one's event came), from`,
    "the comment's commit (its `created_at`) to its `notification` event parsed on the post",
    "author's open stream; loopback, PostgreSQL, `npm run bench:notifications`",
    `(${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores).`,
    '',
    table(['Setup', 'p50 ms', 'p99 ms', 'max ms', 'commit → answer p50 ms', 'lost', 'run s'], rows),
    '',
    `Load average when it ended: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (the machine is`,
    'shared with other test runs). "commit → answer": the comment\'s own answer, which waits for',
    "this instance's subscribers, the notification's transaction included.",
    '',
  ].join('\n');
}

async function main(): Promise<boolean> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('DATABASE_URL is needed: two instances share one PostgreSQL database');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'daengnyang-bench-notify-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const scratch = await throwawayDatabase(serverUrl, 'daengnyang_bench_notify');
  onCleanup(scratch.drop);
  const redis = await startRedisServer();
  onCleanup(redis.stop);
  const jwtSecret = randomBytes(32).toString('hex');
  const cookieSecret = randomBytes(32).toString('hex');
  const data = await prepareData(scratch.url, jwtSecret);

  const start = async (name: string, env: NodeJS.ProcessEnv) => {
    const port = await freePort();
    return startServerProcess({
      script: path.join(import.meta.dirname, 'web/start-api.ts'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(workDir, name),
        DATABASE_URL: scratch.url,
        JWT_SECRET: jwtSecret,
        COOKIE_SECRET: cookieSecret,
        SEED_SAMPLE_DATA: 'false',
        WRITE_LIMITS: 'off',
        ANONYMOUS_REQUESTS_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        INSTANCE_NAME: name,
        ...env,
      },
      port,
      readyPath: '/api/site-config',
      logFile: path.join(workDir, `${name}.log`),
    });
  };

  const results: Result[] = [];
  log('One instance…');
  const alone = await start('alone', {});
  results.push(await measure('one instance', alone, alone, data, scratch.url));
  await alone.stop();

  log('Two instances with Redis (stream on B, comments through A)…');
  const a = await start('a', { REDIS_URL: redis.url });
  const b = await start('b', { REDIS_URL: redis.url });
  results.push(await measure('two instances + Redis', a, b, data, scratch.url));
  await a.stop();
  await b.stop();

  const markdown = report(results);
  console.info(`\n${markdown}`);
  writeResultsSection('notifications', markdown);
  return results.every((result) => result.lost === 0);
}

await runBenchCommand(main);
