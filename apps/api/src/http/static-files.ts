import { existsSync } from 'node:fs';
import { MESSAGES } from '@daengnyang/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../files/file-store.ts';
import { errorEnvelope } from './envelope.ts';
import { registerUploads } from './uploads.ts';

/**
 * Paths that belong to the server; everything else is the single-page app. Share cards,
 * robots.txt and the sitemaps (modules/share) answer 404 themselves for what they do not hold.
 */
const SERVER_PREFIXES = [
  '/api/',
  '/oauth2/',
  '/login/oauth2/',
  '/uploads/',
  '/static/',
  '/og/',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-',
];

/** Built files whose names carry a content hash: a new build gives them new names. */
const HASHED_ASSET = /\/assets\//;

/**
 * The web build is served with one route per file; its hashed files, whose names change with
 * every build, are named by one template where a route is reported (metrics).
 */
export const webFileRoute = (template: string): string =>
  template.startsWith('/assets/') ? '/assets/*' : template;

/**
 * Serves stored images (/uploads: http/uploads.ts), the server's own
 * default images (/static) and the built web app with an SPA fallback to index.html. The web
 * build ships `.br` and `.gz` siblings of its files, sent to browsers that accept them;
 * hashed assets are cached for a year, everything else (index.html above all, so that a
 * deploy reaches every browser at once) is revalidated on each use.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { storage: FileStore; assetsDir: string; webDistDir: string },
): Promise<void> {
  await registerUploads(app, options.storage);
  await app.register(fastifyStatic, {
    root: options.assetsDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });
  const webBuilt = existsSync(`${options.webDistDir}/index.html`);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPage && webBuilt) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', options.webDistDir, { cacheControl: false });
    }
    return reply.status(404).send(errorEnvelope(404, MESSAGES.notFound));
  });
}
