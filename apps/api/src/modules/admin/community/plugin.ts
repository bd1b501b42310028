import { defineModule } from '../../deps.ts';
import { adminCommunityRoutes } from './routes.ts';
import { createAdminCommunityService } from './service.ts';

/** The admin area's community table and deletes, through the community module's service. */
export default defineModule(
  'admin-community',
  async (app, deps) => {
    const adminCommunity = createAdminCommunityService({ ...deps, community: app.community });
    await app.register(adminCommunityRoutes, { adminCommunity });
  },
  { uses: ['community'] },
);
