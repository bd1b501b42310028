import {
  MAP_MAX_PLACES,
  MapCategoryParamsSchema,
  MapQuerySchema,
  PlaceListSchema,
} from '@daengnyang/contract/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';
import type { MapService } from './service.ts';

export const mapRoutes: FastifyPluginAsyncZod<{ map: MapService }> = async (app, { map }) => {
  app.get(
    '/api/map/:categoryId',
    {
      // A place holds nothing of the reader's: members share the visitors' kept answers.
      config: cachedForAnonymous(() => [CACHE_TAGS.places], { sharedWithMembers: true }),
      schema: {
        tags: ['map'],
        description:
          'Places of a category (1 동물병원, 2 카페, 3 보호소) within `radius` metres ' +
          '(default 3000, at most 20000) of `lat`,`lng`, nearest first. At most the ' +
          `${MAP_MAX_PLACES} nearest places are answered. A \`categoryId\` query parameter ` +
          'is accepted and ignored.',
        params: MapCategoryParamsSchema,
        querystring: MapQuerySchema,
        response: okResponse(PlaceListSchema),
      },
    },
    async (request) => ok(await map.placesNear(request.params.categoryId, request.query)),
  );
};
