import { SiteConfigSchema } from '@daengnyang/contract/site-config';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';

const OPENSTREETMAP_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** GET /api/site-config: the public settings the web app reads (map provider, Kakao share, shelter tab). */
const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    googleMapsApiKey: app.config.googleMapsApiKey ?? null,
    mapTileUrl: app.config.mapTileUrl,
    mapTileAttribution: OPENSTREETMAP_ATTRIBUTION,
    kakaoJavascriptKey: app.config.kakaoJavascriptKey ?? null,
    shelterAnimals: app.config.shelterSync !== null,
  };
  app.get(
    '/api/site-config',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.siteConfig]),
      schema: { tags: ['site'], response: okResponse(SiteConfigSchema) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(body);
    },
  );
};

export default fp(siteConfigRoutes, {
  name: 'site-config',
  decorators: { fastify: ['config'] },
});
