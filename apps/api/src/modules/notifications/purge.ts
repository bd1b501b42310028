import type { FastifyInstance } from 'fastify';
import { runUnderLease } from '../../shared-state/leases.ts';
import { purgeNotificationsOlderThan } from './repository.ts';

/**
 * Entries unchanged for 90 days go (besides the 500 newest kept per member, sources.ts):
 * a notification is news, and a quarter covers any absence worth catching up on.
 */
const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const FIRST_PURGE_AFTER_MS = 120_000;

export function registerNotificationPurge(app: FastifyInstance): void {
  runUnderLease(app, {
    name: 'notification-purge',
    everyMs: app.config.maintenanceSweepMs ?? PURGE_EVERY_MS,
    firstAfterMs: FIRST_PURGE_AFTER_MS,
    async run() {
      const deleted = await purgeNotificationsOlderThan(app.database.db, NOTIFICATION_RETENTION_MS);
      if (deleted > 0) app.log.info({ deleted }, 'old notifications purged');
    },
  });
}
