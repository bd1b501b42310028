import type { FastifyInstance } from 'fastify';
import { purgeEventsOlderThan } from '../db/domain-events.ts';
import { runHourlyPurge } from '../shared-state/leases.ts';

/**
 * How long events are kept: subscribers replay minutes at most (a missed message, a Redis
 * outage), and a week leaves room to look into what happened.
 */
const EVENT_RETENTION_MS = 7 * 24 * 60 * 60_000;

export function registerEventPurge(app: FastifyInstance): void {
  runHourlyPurge(app, {
    name: 'domain-event-purge',
    rows: 'domain events',
    firstAfterMs: 90_000,
    run: () => purgeEventsOlderThan(app.database.db, EVENT_RETENTION_MS),
  });
}
