import type { FastifyPluginAsync } from 'fastify';
import { adminNoticeRoutes } from './routes.ts';
import { type AdminNoticeDeps, createAdminNoticeService } from './service.ts';

/** The admin notice area, registered from modules/register.ts. */
const adminNoticeModule: FastifyPluginAsync<AdminNoticeDeps> = async (app, deps) => {
  await app.register(adminNoticeRoutes, { adminNotice: createAdminNoticeService(deps) });
};
export default adminNoticeModule;
