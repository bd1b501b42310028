import { COMMUNITY_FOSTER_CATEGORY_ID } from '@daengnyang/contract/constants';
import { defineModule } from '../deps.ts';
import { createModerationQueue } from './queue.ts';
import { moderationRoutes } from './routes.ts';
import { createModerationService, type ModerationService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports, cases and decisions; `releaseDue` ends passed 임시조치 (no job). */
    moderation: ModerationService;
  }
}

/**
 * Moderation (issue 21, decision 026): reports, weighted hiding, the review queue, 임시조치,
 * and the signals an adoption post gives by itself — read from new and edited posts' events.
 */
export default defineModule(
  'moderation',
  async (app, deps) => {
    const moderation = createModerationService({
      ...deps,
      settings: app.config.moderation,
      community: app.community,
    });
    app.decorate('moderation', moderation);
    deps.events.subscribe({
      name: 'moderation-signals',
      async handle(event) {
        const inFosterCategory =
          (event.kind === 'post.created' &&
            event.payload.categoryId === COMMUNITY_FOSTER_CATEGORY_ID) ||
          (event.kind === 'post.edited' &&
            event.payload.categoryIds.includes(COMMUNITY_FOSTER_CATEGORY_ID));
        if (inFosterCategory) await moderation.checkPostSignals(event.subjectId);
      },
    });
    // 임시조치 end without a job: a read of the API (pages read it too, in-process) finds
    // passed ones first, at most every few seconds. Probes, metrics and files never wait on
    // it: /readyz must answer for itself while the database is down or frozen.
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' && request.url.startsWith('/api/')) {
        await moderation.releaseDue();
      }
    });
    const queue = createModerationQueue(deps);
    await app.register(moderationRoutes, { moderation, queue });
  },
  { uses: ['community', 'food', 'notice'] },
);
