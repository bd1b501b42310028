import type { FastifyPluginAsync } from 'fastify';
import { noticeRoutes } from './routes.ts';
import { createNoticeService, type NoticeDeps } from './service.ts';

/** The notice module (notices, magazine, events), registered from modules/register.ts. */
const noticeModule: FastifyPluginAsync<NoticeDeps> = async (app, deps) => {
  await app.register(noticeRoutes, { notice: createNoticeService(deps) });
};
export default noticeModule;
