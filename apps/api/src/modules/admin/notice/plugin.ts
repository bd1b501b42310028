import { defineModule } from '../../deps.ts';
import { adminNoticeRoutes } from './routes.ts';
import { createAdminNoticeService } from './service.ts';

/** The admin area's notices: the table, create, update, deletes and comment deletes. */
export default defineModule('admin-notice', async (app, deps) => {
  await app.register(adminNoticeRoutes, { adminNotice: createAdminNoticeService(deps) });
});
