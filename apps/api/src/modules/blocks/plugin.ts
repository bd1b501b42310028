import { defineModule } from '../deps.ts';
import { blocksRoutes } from './routes.ts';
import { createBlocksService } from './service.ts';

/** Blocking (issue 21 item 6): the calls; the marks and refusals live with the reads. */
export default defineModule('blocks', async (app, deps) => {
  await app.register(blocksRoutes, { blocks: createBlocksService(deps) });
});
