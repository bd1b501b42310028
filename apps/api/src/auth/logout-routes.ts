import { LogoutResponseSchema } from '@daengnyang/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../http/envelope.ts';
import type { Logout } from './logout.ts';

export const logoutRoutes: FastifyPluginAsyncZod<{ logout: Logout }> = async (app, { logout }) => {
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        description:
          'Ends every session of the caller: all of their tokens stop working at once. ' +
          'Answers 200 without a valid token as well (nothing left to end).',
        response: okResponse(LogoutResponseSchema),
      },
    },
    async (request) => ok(await logout(request.caller)),
  );
};
