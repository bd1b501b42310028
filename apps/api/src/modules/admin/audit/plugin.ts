import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { adminAuditRoutes } from './routes.ts';
import { createAdminAuditService } from './service.ts';

/** The admin area's audit log module, registered from modules/register.ts. */
const adminAuditModule: FastifyPluginAsync<{ db: Database }> = async (app, deps) => {
  await app.register(adminAuditRoutes, { adminAudit: createAdminAuditService(deps) });
};
export default adminAuditModule;
