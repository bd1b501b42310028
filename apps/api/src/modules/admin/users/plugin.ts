import { defineModule } from '../../deps.ts';
import { adminUsersRoutes } from './routes.ts';
import { createAdminUsersService } from './service.ts';

/** The admin area's users: the list and deletion (the same withdrawal as my page's). */
export default defineModule(
  'admin-users',
  async (app, deps) => {
    const adminUsers = createAdminUsersService({ ...deps, withdrawal: app.withdrawal });
    await app.register(adminUsersRoutes, { adminUsers });
  },
  { uses: ['users'] },
);
