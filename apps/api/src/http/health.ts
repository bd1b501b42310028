import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ok } from './envelope.ts';
import { sendServiceUnavailable } from './unavailable.ts';

/** A dependency that takes longer than this to answer cannot serve requests either. */
export const READY_DEADLINE_MS = 1000;

/**
 * Probes poll every few seconds: their answers are never cached, and only a failure is worth
 * a log line. They are not part of the wire contract.
 */
const PROBE: RouteShorthandOptions = { logLevel: 'warn', schema: { hide: true } };

/**
 * For a load balancer or an orchestrator. `/healthz`: the process is alive and serving HTTP
 * (it restarts a process that stops answering). `/readyz`: it can serve requests, i.e. every
 * required dependency of `app.readiness` (the database: `SELECT 1`) answers within a second
 * (it stops sending traffic while not, and the server comes back by itself once it does); the
 * body names each dependency's state. Both are 503 while the server closes (http/unavailable.ts).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', PROBE, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ status: 'ok' });
  });
  app.get('/readyz', PROBE, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const report = await app.readiness.report();
    if (report.status !== 'unavailable') return ok(report);
    const down = Object.entries(report.checks)
      .filter(([, state]) => state.required && state.status === 'down')
      .map(([name]) => name);
    request.log.warn(`not ready: ${down.join(', ')} did not answer within ${READY_DEADLINE_MS} ms`);
    return sendServiceUnavailable(reply, report);
  });
}
