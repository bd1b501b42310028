import { defineModule } from '../deps.ts';
import { createShareCardService } from './card-service.ts';
import { shareRoutes } from './routes.ts';
import { createSitemapService } from './sitemap-service.ts';

/** What crawlers fetch besides pages: share cards (`/og/…`), robots.txt and the sitemaps. */
export default defineModule('share', async (app, deps) => {
  const cards = createShareCardService({ ...deps, secret: app.config.jwt.secret });
  app.addHook('onClose', () => cards.close());
  const sitemaps = createSitemapService({
    db: deps.db,
    events: deps.events,
    publicUrl: app.config.publicUrl,
  });
  await app.register(shareRoutes, { cards, sitemaps });
});
