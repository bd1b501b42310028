import { subscribeOncePerSite } from '../../events/once-per-site.ts';
import { defineModule } from '../deps.ts';
import { petMatchNotices } from './match-notices.ts';
import { petReportRoutes } from './routes.ts';
import { createPetReportService } from './service.ts';

/**
 * Structured reports of lost, found and foster pets (issue 23, decisions 033 and 034): their
 * filters and map tab, statuses, matches, and the once-per-site notices of new matches.
 */
export default defineModule(
  'pet-reports',
  async (app, deps) => {
    subscribeOncePerSite(app, petMatchNotices);
    await app.register(petReportRoutes, { petReports: createPetReportService(deps) });
  },
  { uses: ['notifications'] },
);
