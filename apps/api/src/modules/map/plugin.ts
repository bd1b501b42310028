import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mapRoutes } from './routes.ts';
import { createMapService } from './service.ts';

/** The map module, registered from modules/register.ts. */
const mapModule: FastifyPluginAsync<{ db: Database }> = async (app, deps) => {
  await app.register(mapRoutes, { map: createMapService(deps) });
};
export default mapModule;
