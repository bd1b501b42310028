import type { FastifyPluginAsync } from 'fastify';
import { foodRoutes } from './routes.ts';
import { createFoodService, type FoodDeps } from './service.ts';

/** The food module (catalogue, reviews, best foods, food search), registered from modules/register.ts. */
const foodModule: FastifyPluginAsync<FoodDeps> = async (app, deps) => {
  await app.register(foodRoutes, { food: createFoodService(deps) });
};
export default foodModule;
