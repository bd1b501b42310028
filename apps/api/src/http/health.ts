import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { type Database, pingDatabase } from '../db/client.ts';
import { ok } from './envelope.ts';
import { sendServiceUnavailable } from './unavailable.ts';

/** A database that takes longer than this to answer `SELECT 1` cannot serve requests either. */
const READY_DEADLINE_MS = 1000;

/**
 * Probes poll every few seconds: their answers are never cached, and only a failure is worth
 * a log line. They are not part of the wire contract.
 */
const PROBE: RouteShorthandOptions = { logLevel: 'warn', schema: { hide: true } };

async function databaseAnswers(db: Database): Promise<boolean> {
  const deadline = new AbortController();
  const answered = pingDatabase(db).then(
    () => true,
    () => false,
  );
  const late = sleep(READY_DEADLINE_MS, false, { signal: deadline.signal }).catch(() => false);
  try {
    return await Promise.race([answered, late]);
  } finally {
    deadline.abort();
  }
}

/**
 * For a load balancer or an orchestrator. `/healthz`: the process is alive and serving HTTP
 * (it restarts a process that stops answering). `/readyz`: it can serve requests, i.e. the
 * database answers within a second (it stops sending traffic while not, and the server comes
 * back by itself once it does). Both are 503 while the server closes (http/unavailable.ts).
 * With REDIS_URL, `/readyz` also tells whether Redis is in use (`redis: "ok"`) or away
 * (`"unreachable"`): still ready, since every instance then serves with its own limits and
 * caches.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Database; redisStatus: () => 'not-configured' | 'ok' | 'unreachable' },
): void {
  const { db, redisStatus } = deps;
  app.get('/healthz', PROBE, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ status: 'ok' });
  });
  app.get('/readyz', PROBE, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await databaseAnswers(db)) {
      const redis = redisStatus();
      return ok(redis === 'not-configured' ? { status: 'ok' } : { status: 'ok', redis });
    }
    request.log.warn(`not ready: the database did not answer within ${READY_DEADLINE_MS} ms`);
    return sendServiceUnavailable(reply);
  });
}
