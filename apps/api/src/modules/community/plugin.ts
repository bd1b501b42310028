import { defineModule } from '../deps.ts';
import { communityRoutes } from './routes.ts';
import { type CommunityService, createCommunityService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Posts and comments; the admin area deletes through it (its search memo is one). */
    community: CommunityService;
  }
}

/** The community board: posts, comments, likes, best posts and post search. */
export default defineModule('community', async (app, deps) => {
  const community = createCommunityService(deps);
  app.decorate('community', community);
  await app.register(communityRoutes, { community });
});
