import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { createAccountService } from './account/service.ts';

/**
 * Registers every feature module. Each module: routes.ts (HTTP only) → service.ts (rules,
 * permissions) → repository.ts (SQL).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { imageUrls, storage } = app;
  const deps = { db, imageUrls, storage };
  await app.register(accountRoutes, { account: createAccountService(deps) });
  // module registrations
}
