import type { FastifyInstance } from 'fastify';
import type { ShelterSyncSettings } from '../../config.ts';
import { runUnderLease } from '../../shared-state/leases.ts';
import { syncShelterAnimals } from './sync.ts';

/** The first run waits a little after listen, so that it never slows a start. */
const FIRST_SYNC_AFTER_MS = 90_000;

/**
 * Syncs every `settings.everyMs` (an hour by default) on one instance at a time, under its
 * lease (shared-state/leases.ts); closing the app aborts a run between two calls. A failed run
 * is logged without the key and tried again at the next period.
 */
export function registerShelterSync(app: FastifyInstance, settings: ShelterSyncSettings): void {
  runUnderLease(app, {
    name: 'shelter-sync',
    everyMs: settings.everyMs,
    firstAfterMs: FIRST_SYNC_AFTER_MS,
    run: async (signal) => {
      await syncShelterAnimals(
        {
          db: app.database.db,
          events: app.events,
          storage: app.storage,
          images: app.images,
          settings,
          tempDir: app.config.uploads.tempDir,
          log: app.log,
        },
        signal,
      );
    },
  });
}
