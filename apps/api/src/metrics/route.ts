import { createHash, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/caller.ts';
import { errorEnvelope } from '../http/envelope.ts';

/** Compares in constant time: equal-length digests, whatever was sent. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * `GET /metrics` for Prometheus, scraped on each instance. Closed unless METRICS_TOKEN is set:
 * then 404, as for any unknown path (nothing is served, nothing to find). With it set, a
 * scraper without the right `Authorization: Bearer` token gets 401 and `WWW-Authenticate`, so
 * that a misconfigured scrape says what is wrong. Never cached, not in the OpenAPI document,
 * logged only when it fails.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token === undefined) {
      return reply.status(404).send(errorEnvelope(404, MESSAGES.notFound));
    }
    if (!sameToken(bearerToken(request) ?? '', token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorEnvelope(401, MESSAGES.loginRequired));
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.render());
  });
}
