import { mkdir } from 'node:fs/promises';
import { MESSAGES } from '@daengnyang/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type FileStore, isSafeKey } from '../files/file-store.ts';
import { errorEnvelope } from './envelope.ts';

/**
 * How long a browser may keep following the redirect of an old `/uploads/…` link to the
 * bucket: a day, so that moving S3_PUBLIC_URL to another CDN reaches every browser soon.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/uploads/{key}`. Local files are served from disk as before, cached for a year as
 * immutable (a key never gets other bytes). With a bucket, API answers name the public URL
 * (the CDN) directly; a link saved before the move, or typed by hand, is redirected there
 * instead of streamed through this server, which would carry every image byte the CDN is
 * there to carry.
 */
export async function registerUploads(app: FastifyInstance, storage: FileStore): Promise<void> {
  const { location } = storage;
  if (location.driver === 'local') {
    await mkdir(location.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: location.directory,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      index: false,
      list: false,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) return reply.status(404).send(errorEnvelope(404, MESSAGES.notFound));
      return reply
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .redirect(storage.publicUrl(key), 301);
    },
  );
}
