import type { FastifyInstance } from 'fastify';

/**
 * Registers every feature module (modules/deps.ts `defineModule`): each a named plugin that
 * declares the modules it builds on, which must come earlier in this list. Each module:
 * routes.ts (HTTP only) → service.ts (rules, permissions) → repository.ts (SQL).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(import('./site-config/plugin.ts'));
  await app.register(import('./users/plugin.ts'));
  await app.register(import('./account/plugin.ts'));
  await app.register(import('./community/plugin.ts'));
  await app.register(import('./notice/plugin.ts'));
  await app.register(import('./food/plugin.ts'));
  await app.register(import('./moderation/plugin.ts'));
  await app.register(import('./map/plugin.ts'));
  await app.register(import('./mypage/plugin.ts'));
  await app.register(import('./share/plugin.ts'));
  await app.register(import('./admin/users/plugin.ts'));
  await app.register(import('./admin/community/plugin.ts'));
  await app.register(import('./admin/food/plugin.ts'));
  await app.register(import('./admin/notice/plugin.ts'));
  await app.register(import('./admin/audit/plugin.ts'));
  await app.register(import('./sanctions/plugin.ts'));
  await app.register(import('./blocks/plugin.ts'));
  await app.register(import('./drafts/plugin.ts'));
  await app.register(import('./notifications/plugin.ts'));
  await app.register(import('./pet-reports/plugin.ts'));
  await app.register(import('./shelter/plugin.ts'));
  await app.register(import('./pet-posters/plugin.ts'));
}
