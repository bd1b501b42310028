import type { FastifyPluginAsync } from 'fastify';
import { adminFoodRoutes } from './routes.ts';
import { type AdminFoodDeps, createAdminFoodService } from './service.ts';

/** The admin food area, registered from modules/register.ts. */
const adminFoodModule: FastifyPluginAsync<AdminFoodDeps> = async (app, deps) => {
  await app.register(adminFoodRoutes, { adminFood: createAdminFoodService(deps) });
};
export default adminFoodModule;
