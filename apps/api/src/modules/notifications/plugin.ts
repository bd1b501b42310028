import { subscribeOncePerSite } from '../../events/once-per-site.ts';
import { defineModule } from '../deps.ts';
import { registerNotificationPurge } from './purge.ts';
import { notificationsRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';
import { notificationSources } from './sources.ts';
import { createStreamHub } from './stream-hub.ts';

/**
 * Notifications (issue 22, decision 030): made once per site from the domain events, read and
 * marked by their member, pushed live to the member's streams on every instance.
 */
export default defineModule('notifications', async (app, deps) => {
  const notifications = createNotificationsService({ ...deps, oneTime: app.sharedState.oneTime });
  const streams = createStreamHub({ notifications, log: app.log });
  subscribeOncePerSite(app, notificationSources);
  app.events.subscribe(streams.subscriber);
  // Before the HTTP server waits for the requests under way: a stream never ends by itself.
  app.addHook('preClose', () => streams.close());
  registerNotificationPurge(app);
  await app.register(notificationsRoutes, { notifications, streams });
});
