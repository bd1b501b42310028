import { defineModule } from '../deps.ts';
import { mapRoutes } from './routes.ts';
import { createMapService } from './service.ts';

/** The map of pet places. */
export default defineModule('map', async (app, deps) => {
  await app.register(mapRoutes, { map: createMapService(deps) });
});
