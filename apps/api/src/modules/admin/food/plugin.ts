import { defineModule } from '../../deps.ts';
import { adminFoodRoutes } from './routes.ts';
import { createAdminFoodService } from './service.ts';

/** The admin area's foods: the table, create, update, deletes and review deletes. */
export default defineModule('admin-food', async (app, deps) => {
  await app.register(adminFoodRoutes, { adminFood: createAdminFoodService(deps) });
});
