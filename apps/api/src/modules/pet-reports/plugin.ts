import { subscribeOncePerSite } from '../../events/once-per-site.ts';
import { defineModule } from '../deps.ts';
import { createMatchCache } from './match-cache.ts';
import { petMatchNotices } from './match-notices.ts';
import { petMatchPairs } from './match-pairs.ts';
import { createRecentReports } from './recent-reports.ts';
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
    const recentReports = createRecentReports(deps, { log: app.log, metrics: app.metrics });
    app.addHook('onClose', () => recentReports.close());
    const petReports = createPetReportService(deps, {
      matchCache: createMatchCache(deps.events),
      recentReports,
    });
    await app.register(petReportRoutes, { petReports });
  },
  { uses: ['notifications'] },
);
