import type { FastifyPluginAsync } from 'fastify';
import { type CommunityDeps, createCommunityService } from '../../community/service.ts';
import { adminCommunityRoutes } from './routes.ts';
import { createAdminCommunityService } from './service.ts';

/** The admin area's community module, registered from modules/register.ts. */
const adminCommunityModule: FastifyPluginAsync<CommunityDeps> = async (app, deps) => {
  const adminCommunity = createAdminCommunityService({
    db: deps.db,
    community: createCommunityService(deps),
  });
  await app.register(adminCommunityRoutes, { adminCommunity });
};
export default adminCommunityModule;
