import { defineModule } from '../../deps.ts';
import { adminAuditRoutes } from './routes.ts';
import { createAdminAuditService } from './service.ts';

/** The admin area's audit log. */
export default defineModule('admin-audit', async (app, deps) => {
  await app.register(adminAuditRoutes, { adminAudit: createAdminAuditService(deps) });
});
