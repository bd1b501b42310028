import { subscribeOncePerSite } from '../../events/once-per-site.ts';
import { defineModule } from '../deps.ts';
import { createMatchCache } from './match-cache.ts';
import { petMatchNotices } from './match-notices.ts';
import { petMatchPairs } from './match-pairs.ts';
import { petReportRoutes } from './routes.ts';
import { createPetReportService } from './service.ts';

/**
 * Structured reports of lost, found and foster pets (issue 23, decisions 033 and 034): their
 * filters and map tab, statuses, matches, and the once-per-site notices of new matches.
 */
export default defineModule(
  'pet-reports',
  async (app, deps) => {
    subscribeOncePerSite(app, petMatchPairs);
    subscribeOncePerSite(app, petMatchNotices);
    const petReports = createPetReportService(deps, createMatchCache(deps.events));
    await app.register(petReportRoutes, { petReports });
  },
  { uses: ['notifications'] },
);
