import {
  AdminUserIdsSchema,
  AdminUserPageSchema,
  AdminUserParamsSchema,
  AdminUsersQuerySchema,
} from '@daengnyang/contract/admin-users';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import type { AdminUsersService } from './service.ts';

/** Admin users (wire-contract §3). The admin check runs first: anonymous 401, users 403. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  const tags = ['admin'];
  app.get(
    '/api/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        description:
          'Active users, newest first; `searchText` matches name or e-mail (absent or empty: all).',
        querystring: AdminUsersQuerySchema,
        response: okResponse(AdminUserPageSchema),
      },
    },
    async (request) => ok(await adminUsers.list(request.query)),
  );

  app.delete(
    '/api/admin/users/:userId',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        description:
          'Deletes a user: the same withdrawal as my page (tokens stop at once, personal data ' +
          'and likes erased, posts kept). Administrator accounts are refused (403).',
        params: AdminUserParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await adminUsers.deleteOne(signedIn(request), request.params.userId)),
  );

  app.delete(
    '/api/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        description:
          'Deletes the users of a JSON array of ids (empty: nothing happens; ids already gone ' +
          'are skipped). An administrator among them refuses the whole request (403).',
        body: AdminUserIdsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await adminUsers.deleteMany(signedIn(request), request.body)),
  );
};
