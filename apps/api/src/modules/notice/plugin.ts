import { defineModule } from '../deps.ts';
import { noticeRoutes } from './routes.ts';
import { createNoticeService } from './service.ts';

/** Notices, magazine and events: reading, liking and commenting. */
export default defineModule('notice', async (app, deps) => {
  await app.register(noticeRoutes, { notice: createNoticeService(deps) });
});
