import { PrincipalSchema } from '@daengnyang/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../http/envelope.ts';
import type { AccountService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  app.get(
    '/api/account/principal',
    { schema: { tags: ['account'], response: okResponse(PrincipalSchema) } },
    async (request) => ok(await account.principal(request.caller)),
  );
};
