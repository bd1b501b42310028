import { DRAFT_MAX_AGE_DAYS } from '@daengnyang/contract/drafts';
import { runHourlyPurge } from '../../shared-state/leases.ts';
import { defineModule } from '../deps.ts';
import { deleteDraft, purgeDraftsOlderThan } from './repository.ts';
import { draftRoutes } from './routes.ts';
import { createDraftService } from './service.ts';

/**
 * Server drafts of the post form (issue 22). A created post clears its author's `post-new`
 * draft and a saved edit its `post-{id}` (read from the posts' events: deleting a draft is
 * idempotent, so every instance may do it); drafts untouched for 30 days are purged hourly
 * (MAINTENANCE_SWEEP_MINUTES) on one instance, like the domain events (events/purge.ts).
 */
export default defineModule('drafts', async (app, deps) => {
  const drafts = createDraftService(deps);
  deps.events.subscribe({
    name: 'published-drafts',
    async handle(event) {
      if (event.actorId === null) return;
      if (event.kind === 'post.created') await deleteDraft(deps.db, event.actorId, 'post-new');
      if (event.kind === 'post.edited') {
        await deleteDraft(deps.db, event.actorId, `post-${event.subjectId}`);
      }
    },
  });
  runHourlyPurge(app, {
    name: 'draft-purge',
    rows: 'drafts',
    firstAfterMs: 120_000,
    run: () => purgeDraftsOlderThan(deps.db, DRAFT_MAX_AGE_DAYS),
  });
  await app.register(draftRoutes, { drafts });
});
