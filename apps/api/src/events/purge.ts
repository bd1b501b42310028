import type { FastifyInstance } from 'fastify';
import { purgeEventsOlderThan } from '../db/domain-events.ts';
import { runUnderLease } from '../shared-state/leases.ts';

/**
 * How long events are kept: subscribers replay minutes at most (a missed message, a Redis
 * outage), and a week leaves room to look into what happened.
 */
const EVENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const FIRST_PURGE_AFTER_MS = 90_000;

/** Deletes old events hourly (MAINTENANCE_SWEEP_MINUTES), on one instance at a time. */
export function registerEventPurge(app: FastifyInstance): void {
  runUnderLease(app, {
    name: 'domain-event-purge',
    everyMs: app.config.maintenanceSweepMs ?? PURGE_EVERY_MS,
    firstAfterMs: FIRST_PURGE_AFTER_MS,
    async run() {
      const deleted = await purgeEventsOlderThan(app.database.db, EVENT_RETENTION_MS);
      if (deleted > 0) app.log.info({ deleted }, 'old domain events purged');
    },
  });
}
