import { AdminLoginRequestSchema, LoginResponseSchema } from '@daengnyang/contract/account';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../http/envelope.ts';
import { unauthorized } from '../http/errors.ts';
import type { AdminLogin } from './admin-login.ts';
import { ADMIN_LOGIN_RATE_LIMIT, createAdminLoginLimits } from './admin-login-limits.ts';

export const adminLoginRoutes: FastifyPluginAsyncZod<{ login: AdminLogin }> = async (
  app,
  { login },
) => {
  const limits = createAdminLoginLimits(app);
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
      await limits.check(request);
      const accessToken = await login(request.body.username, request.body.password);
      if (accessToken === null) {
        await limits.failed(request);
        throw unauthorized(MESSAGES.adminCredentialsWrong);
      }
      await limits.succeeded(request);
      return ok({ accessToken });
    },
  );
};
