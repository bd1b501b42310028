import type { FastifyPluginAsync } from 'fastify';
import type { AccountModuleDeps } from '../../users/deps.ts';
import { createWithdrawal } from '../../users/service.ts';
import { adminUsersRoutes } from './routes.ts';
import { createAdminUsersService } from './service.ts';

/** The admin area's users module, registered from modules/register.ts. */
const adminUsersModule: FastifyPluginAsync<AccountModuleDeps> = async (app, deps) => {
  const adminUsers = createAdminUsersService({ ...deps, withdrawal: createWithdrawal(deps) });
  await app.register(adminUsersRoutes, { adminUsers });
};
export default adminUsersModule;
