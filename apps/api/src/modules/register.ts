import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes.ts';
import { createAccountService } from './account/service.ts';

/**
 * Registers every feature module. Each module: routes.ts (HTTP only) → service.ts (rules,
 * permissions) → repository.ts (SQL).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { imageUrls, storage, images } = app;
  const deps = { db, imageUrls, storage, images };
  await app.register(accountRoutes, { account: createAccountService(deps) });
  await app.register(import('./site-config/plugin.ts'));
  await app.register(import('./community/plugin.ts'), deps);
  await app.register(import('./notice/plugin.ts'), deps);
  await app.register(import('./food/plugin.ts'), deps);
  await app.register(import('./map/plugin.ts'), deps);
  await app.register(import('./mypage/plugin.ts'), deps);
  await app.register(import('./admin/users/plugin.ts'), deps);
  await app.register(import('./admin/community/plugin.ts'), deps);
  await app.register(import('./admin/food/plugin.ts'), deps);
  await app.register(import('./admin/notice/plugin.ts'), deps);
  await app.register(import('./admin/audit/plugin.ts'), deps);
}
