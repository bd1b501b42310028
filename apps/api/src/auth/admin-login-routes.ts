import { AdminLoginRequestSchema, LoginResponseSchema } from '@daengnyang/contract/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../http/envelope.ts';
import type { AdminLogin } from './admin-login.ts';

/** Attempts per client address and minute before 429: slows password guessing. */
export const ADMIN_LOGIN_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

export const adminLoginRoutes: FastifyPluginAsyncZod<{ login: AdminLogin }> = async (
  app,
  { login },
) => {
  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: ADMIN_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        body: AdminLoginRequestSchema,
        response: okResponse(LoginResponseSchema),
      },
    },
    async (request) => {
      const accessToken = await login(request.body.username, request.body.password);
      return ok({ accessToken });
    },
  );
};
