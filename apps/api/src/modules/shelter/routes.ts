import {
  ShelterAnimalListQuerySchema,
  ShelterAnimalPageSchema,
} from '@daengnyang/contract/pet-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../http/envelope.ts';
import type { ShelterService } from './service.ts';

export const shelterRoutes: FastifyPluginAsyncZod<{ shelter: ShelterService }> = async (
  app,
  { shelter },
) => {
  app.get(
    '/api/shelter-animals',
    {
      schema: {
        tags: ['pet-reports'],
        description:
          'Animals of the public shelter service (공공데이터포털 구조동물 조회) still under notice ' +
          'or protection in the configured region, synced hourly: notices still running first, ' +
          'ending soonest first, then those whose notice has ended. `noticeDaysLeft` counts ' +
          "Seoul days to the notice's last day (0 on it, negative after). 404 " +
          '(보호소 공고를 불러올 수 없습니다.) where ANIMAL_PROTECTION_API_KEY is not set.',
        querystring: ShelterAnimalListQuerySchema,
        response: okResponse(ShelterAnimalPageSchema),
      },
    },
    async (request) => ok(await shelter.list(request.query)),
  );
};
