import type { FastifyInstance } from 'fastify';
import { runHourlyPurge } from '../../shared-state/leases.ts';
import { purgeNotificationsOlderThan } from './repository.ts';

/**
 * Entries unchanged for 90 days go (besides the 500 newest kept per member, sources.ts):
 * a notification is news, and a quarter covers any absence worth catching up on.
 */
const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60_000;

export function registerNotificationPurge(app: FastifyInstance): void {
  runHourlyPurge(app, {
    name: 'notification-purge',
    rows: 'notifications',
    firstAfterMs: 120_000,
    run: () => purgeNotificationsOlderThan(app.database.db, NOTIFICATION_RETENTION_MS),
  });
}
