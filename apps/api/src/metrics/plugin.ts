import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../http/errors.ts';
import { webFileRoute } from '../http/static-files.ts';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and gauges for `/metrics` (metrics/metrics.ts). */
    metrics: Metrics;
  }
}

/** The route label of a request no route matched: a 404, or a page of the web app. */
const UNMATCHED = 'unmatched';

/**
 * A request's route as a metric label: its template, never its URL (a label value per post id
 * would grow without end). The web build's hashed files have one route each and new names every
 * build: they share one label.
 */
function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  return template === undefined ? UNMATCHED : webFileRoute(template);
}

/**
 * Decorates the app with its metrics and times every request. Registered before the routes and
 * every other plugin, so its hooks see them all.
 */
async function metricsPlugin(app: FastifyInstance, options: { metrics: Metrics }) {
  const { metrics } = options;
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: routeLabel(request),
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  // Every limit refuses by throwing TooManyRequests, whichever hook or handler it runs in.
  app.addHook('onError', async (_request, _reply, error) => {
    if (error instanceof TooManyRequests) metrics.countLimitRefusal(error.limit);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
