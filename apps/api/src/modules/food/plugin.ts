import { defineModule } from '../deps.ts';
import { foodRoutes } from './routes.ts';
import { createFoodService } from './service.ts';

/** The food catalogue, reviews, best foods and food search. */
export default defineModule('food', async (app, deps) => {
  await app.register(foodRoutes, { food: createFoodService(deps) });
});
