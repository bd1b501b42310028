import { defineModule } from '../deps.ts';
import { createPetPosterService } from './poster-service.ts';
import { petPosterRoutes } from './routes.ts';

/**
 * Posters (전단지) of lost and sheltering reports (issue 23, decision 036). A deleted post's
 * poster files are removed with it (deleting is idempotent, so every instance may do it).
 */
export default defineModule('pet-posters', async (app, deps) => {
  const posters = createPetPosterService({
    ...deps,
    publicUrl: app.config.publicUrl,
    counters: app.sharedState.counters,
  });
  app.addHook('onClose', () => posters.close());
  deps.events.subscribe({
    name: 'pet-poster-release',
    async handle(event) {
      if (event.kind === 'post.deleted') await posters.releasePostPosters(event.subjectId);
    },
  });
  await app.register(petPosterRoutes, { posters });
});
