import { defineModule } from '../deps.ts';
import { shelterRoutes } from './routes.ts';
import { createShelterService } from './service.ts';
import { registerShelterSync } from './sync-job.ts';

/**
 * Shelter animals of the public service (issue 23, decision 035): synced hourly on one instance
 * where ANIMAL_PROTECTION_API_KEY is set, listed for the 보호소 공고 tab.
 */
export default defineModule('shelter', async (app, deps) => {
  const settings = app.config.shelterSync;
  if (settings) registerShelterSync(app, settings);
  await app.register(shelterRoutes, {
    shelter: createShelterService({ ...deps, synced: settings !== null }),
  });
});
