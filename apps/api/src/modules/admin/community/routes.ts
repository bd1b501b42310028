import {
  AdminCommunityIdParamsSchema,
  AdminCommunityIdsSchema,
  AdminCommunityQuerySchema,
  AdminCommunityRowSchema,
} from '@daengnyang/contract/admin-community';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import { RevisionParamsSchema, RevisionVisibilitySchema } from '@daengnyang/contract/editing';
import { pagedSchema } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import type { AdminCommunityService } from './service.ts';

const tags = ['admin'];
const confirmation = okResponse(ConfirmationSchema);

/** The admin area's community table and deletes (wire-contract §3); administrators only. */
export const adminCommunityRoutes: FastifyPluginAsyncZod<{
  adminCommunity: AdminCommunityService;
}> = async (app, { adminCommunity }) => {
  app.get(
    '/api/admin/communities',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        querystring: AdminCommunityQuerySchema,
        response: okResponse(pagedSchema(AdminCommunityRowSchema)),
      },
    },
    async (request) => ok(await adminCommunity.list(request.query)),
  );

  app.put(
    '/api/admin/communities/:communityId/revisions/:number',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        description: 'Hides a revision that exposed personal data, or shows it again (issue 22).',
        params: RevisionParamsSchema,
        body: RevisionVisibilitySchema,
        response: confirmation,
      },
    },
    async (request) => {
      const { communityId, number } = request.params;
      return ok(
        await adminCommunity.setRevisionHidden(
          signedIn(request),
          communityId,
          number,
          request.body.hidden,
        ),
      );
    },
  );

  app.delete(
    '/api/admin/communities/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminCommunityIdParamsSchema, response: confirmation },
    },
    async (request) => {
      await adminCommunity.deletePost(signedIn(request), request.params.id);
      return ok(SERVER_MESSAGES.communityPostDeleted);
    },
  );

  app.delete(
    '/api/admin/communities',
    {
      preHandler: requireAdmin,
      schema: { tags, body: AdminCommunityIdsSchema, response: confirmation },
    },
    async (request) => {
      const deleted = await adminCommunity.deletePosts(signedIn(request), request.body);
      return ok(SERVER_MESSAGES.communityPostsDeleted(deleted));
    },
  );

  app.delete(
    '/api/admin/communities/comments/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminCommunityIdParamsSchema, response: confirmation },
    },
    async (request) => {
      await adminCommunity.deleteComment(signedIn(request), request.params.id);
      return ok(SERVER_MESSAGES.communityCommentDeleted);
    },
  );
};
