import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ImagePipeline } from '../images/pipeline.ts';
import type { ImageUrls } from '../images/urls.ts';
import type { MemoFactory } from '../shared-state/memo.ts';

/**
 * What every feature module's services are built from: the app's shared parts, which app.ts
 * decorates the instance with. A service takes this type (or a `Pick` of it) and, where it
 * builds on another module, that module's service by name.
 */
export type ModuleDeps = {
  db: Database;
  imageUrls: ImageUrls;
  storage: FileStore;
  images: ImagePipeline;
  /** Writes run through `events.transaction`, recording what they changed. */
  events: DomainEvents;
  /** Memos shared by every instance (with Redis). */
  memo: MemoFactory;
};

/** The decorations ModuleDeps is read from; fastify-plugin refuses a module registered before them. */
const SHARED_PARTS = ['database', 'imageUrls', 'storage', 'images', 'events', 'sharedState'];

/** The caller plugin (auth/caller-plugin.ts) every route reads `request.caller` from. */
const CALLER_PLUGIN = 'resolve-caller';

/**
 * A feature module: a named plugin that declares what it builds on — the shared parts, the
 * caller, and the modules whose services it uses (by their names, which fastify-plugin checks
 * are registered first). The module builds its services from ModuleDeps, may decorate the
 * instance with a service other modules use, and registers its routes.
 */
export function defineModule(
  name: string,
  register: (app: FastifyInstance, deps: ModuleDeps) => Promise<void>,
  options: { uses?: string[] } = {},
) {
  return fp(
    async (app: FastifyInstance) =>
      register(app, {
        db: app.database.db,
        imageUrls: app.imageUrls,
        storage: app.storage,
        images: app.images,
        events: app.events,
        memo: app.sharedState.memo,
      }),
    {
      name,
      dependencies: [CALLER_PLUGIN, ...(options.uses ?? [])],
      decorators: { fastify: SHARED_PARTS },
    },
  );
}
