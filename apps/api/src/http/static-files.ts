import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@daengnyang/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../files/file-store.ts';
import type { TaggedCache } from '../shared-state/tagged-cache.ts';
import { errorEnvelope } from './envelope.ts';
import { registerPages } from './pages.ts';
import { registerUploads } from './uploads.ts';

/** Built files whose names carry a content hash: a new build gives them new names. */
const HASHED_ASSET = /\/assets\//;

/**
 * The web build is served with one route per file; its hashed files, whose names change with
 * every build, are named by one template where a route is reported (metrics).
 */
export const webFileRoute = (template: string): string =>
  template.startsWith('/assets/') ? '/assets/*' : template;

/**
 * Serves stored images (/uploads: http/uploads.ts), the server's own default images (/static),
 * the built web app's files (apps/web/dist/client) and its pages (http/pages.ts). The web build
 * ships `.br` and `.gz` siblings of its files, sent to browsers that accept them; hashed assets
 * are cached for a year, everything else is revalidated on each use.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    storage: FileStore;
    assetsDir: string;
    /** apps/web/dist: the browser's files in `client/`, the server render in `server/`. */
    webDistDir: string;
    /** Where rendered pages are kept; null when anonymous answers are not cached. */
    pageCache: TaggedCache | null;
  },
): Promise<void> {
  await registerUploads(app, options.storage);
  await app.register(fastifyStatic, {
    root: options.assetsDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });
  const webClientDir = path.join(options.webDistDir, 'client');
  if (existsSync(path.join(webClientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webClientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        response.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  await registerPages(app, { webDistDir: options.webDistDir, cache: options.pageCache });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorEnvelope(404, MESSAGES.notFound)),
  );
}
