import { defineModule } from '../deps.ts';
import { sanctionsRoutes } from './routes.ts';
import { createSanctionsService, type SanctionsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sanctions and appeals; the admin area's open count reads `countOpenAppeals`. */
    sanctions: SanctionsService;
  }
}

/** Sanctions with appeal (issue 21 item 5). */
export default defineModule('sanctions', async (app, deps) => {
  const sanctions = createSanctionsService(deps);
  app.decorate('sanctions', sanctions);
  await app.register(sanctionsRoutes, { sanctions });
});
