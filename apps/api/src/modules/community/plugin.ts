import type { FastifyPluginAsync } from 'fastify';
import { communityRoutes } from './routes.ts';
import { type CommunityDeps, createCommunityService } from './service.ts';

/** The community module, registered from modules/register.ts. */
const communityModule: FastifyPluginAsync<CommunityDeps> = async (app, deps) => {
  await app.register(communityRoutes, { community: createCommunityService(deps) });
};
export default communityModule;
