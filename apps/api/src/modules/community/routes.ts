import { ConfirmationSchema } from '@daengnyang/contract/common';
import {
  BestCommunitySchema,
  CommunityCommentCreateSchema,
  CommunityCommentDeleteParamsSchema,
  CommunityIdParamsSchema,
  CommunityListParamsSchema,
  CommunityListQuerySchema,
  CommunityOwnerDeleteParamsSchema,
  CommunityPostParamsSchema,
  CommunityPostSchema,
  CommunitySearchQuerySchema,
  CreatedIdSchema,
  ViewCountedSchema,
} from '@daengnyang/contract/community';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import {
  CommentEditParamsSchema,
  CommunityCommentEditSchema,
  EditParamsSchema,
  RevisionListSchema,
} from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { pagedSchema } from '@daengnyang/contract/paging';
import { CommunityPostWithReportSchema } from '@daengnyang/contract/pet-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { multipartSchema, readMultipartForm } from '../../http/multipart.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';
import { edited, editedResponse } from '../editing/edited-answer.ts';
import {
  PostEditWithReportFieldsSchema,
  PostWithReportFieldsSchema,
} from '../pet-reports/fields.ts';
import type { CommunityService } from './service.ts';

const tags = ['community'];
const PostPageSchema = pagedSchema(CommunityPostSchema);
/** A new post's images in `files`. */
const POST_FILES = { fileField: 'files', maxFiles: IMAGE_LIMITS.communityPost } as const;

/**
 * The community board, its home-page picks and its search (wire-contract §3). Literal
 * segments (`comments`, `like`, `dislike`) win over parameters in the router.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ community: CommunityService }> = async (
  app,
  { community },
) => {
  app.get(
    '/api/bestcommunity',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.home, CACHE_TAGS.authors]),
      schema: { tags: ['home'], response: okResponse(BestCommunitySchema) },
    },
    async (request) => ok(await community.best(request.caller)),
  );

  app.get(
    '/api/communities/:categoryId',
    {
      config: cachedForAnonymous<'categoryId'>(({ categoryId }) => [
        CACHE_TAGS.communityList(categoryId),
        CACHE_TAGS.authors,
      ]),
      schema: {
        tags,
        params: CommunityListParamsSchema,
        querystring: CommunityListQuerySchema,
        response: okResponse(PostPageSchema),
      },
    },
    async (request) =>
      ok(await community.list(request.caller, request.params.categoryId, request.query)),
  );

  app.get(
    '/api/search/communities/:categoryId',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.communitySearch, CACHE_TAGS.authors]),
      schema: {
        tags: ['search'],
        params: CommunityListParamsSchema,
        querystring: CommunitySearchQuerySchema,
        response: okResponse(PostPageSchema),
      },
    },
    async (request) =>
      ok(await community.search(request.caller, request.params.categoryId, request.query)),
  );

  app.post(
    '/api/communities',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'A post; in categories 6 and 7 with an additive `petReport` (issue 23).',
        ...multipartSchema(PostWithReportFieldsSchema, POST_FILES),
        response: okResponse(CreatedIdSchema),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, PostWithReportFieldsSchema, POST_FILES);
      return ok(await community.create(signedIn(request), form.fields, form.files));
    },
  );

  app.put(
    '/api/communities/:communityId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The author edits their post (issue 22; contract editing.ts).',
        ...multipartSchema(PostEditWithReportFieldsSchema, POST_FILES),
        params: EditParamsSchema,
        response: editedResponse,
      },
    },
    async (request) => {
      await using form = await readMultipartForm(
        request,
        PostEditWithReportFieldsSchema,
        POST_FILES,
      );
      const { communityId } = request.params;
      return edited(await community.edit(signedIn(request), communityId, form.fields, form.files));
    },
  );

  app.put(
    '/api/communities/comments/:commentId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The author edits their comment or reply (issue 22).',
        params: CommentEditParamsSchema,
        body: CommunityCommentEditSchema,
        response: editedResponse,
      },
    },
    async (request) =>
      edited(
        await community.editComment(signedIn(request), request.params.commentId, request.body),
      ),
  );

  app.get(
    '/api/communities/:communityId/revisions',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: "A post's versions, newest first: its author and administrators only.",
        params: EditParamsSchema,
        response: okResponse(RevisionListSchema),
      },
    },
    async (request) => ok(await community.revisions(signedIn(request), request.params.communityId)),
  );

  app.get(
    '/api/communities/:categoryId/:communityId',
    {
      config: cachedForAnonymous<'communityId'>(({ communityId }) => [
        CACHE_TAGS.post(communityId),
        CACHE_TAGS.authors,
      ]),
      schema: {
        tags,
        params: CommunityPostParamsSchema,
        response: okResponse(CommunityPostWithReportSchema),
      },
    },
    async (request) => {
      const { categoryId, communityId } = request.params;
      return ok(await community.detail(request.caller, categoryId, communityId));
    },
  );

  app.post(
    '/api/communities/:categoryId/:communityId',
    {
      schema: { tags, params: CommunityPostParamsSchema, response: okResponse(ViewCountedSchema) },
    },
    async (request) => {
      const { categoryId, communityId } = request.params;
      await community.countView(app.viewerKey(request), categoryId, communityId);
      return ok<0>(0);
    },
  );

  app.post(
    '/api/communities/:communityId/comments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: CommunityIdParamsSchema,
        body: CommunityCommentCreateSchema,
        response: okResponse(CreatedIdSchema),
      },
    },
    async (request) =>
      ok(await community.comment(signedIn(request), request.params.communityId, request.body)),
  );

  app.post(
    '/api/communities/:communityId/like',
    {
      preHandler: requireUser,
      schema: { tags, params: CommunityIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => {
      await community.setLiked(signedIn(request), request.params.communityId, true);
      return ok(MESSAGES.communityLiked);
    },
  );

  app.delete(
    '/api/communities/:communityId/dislike',
    {
      preHandler: requireUser,
      schema: { tags, params: CommunityIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => {
      await community.setLiked(signedIn(request), request.params.communityId, false);
      return ok(MESSAGES.communityUnliked);
    },
  );

  app.delete(
    '/api/communities/:communityId/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: CommunityOwnerDeleteParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      const { communityId, userId } = request.params;
      await community.deleteOwnPost(signedIn(request), communityId, userId);
      return ok(MESSAGES.communityPostDeleted);
    },
  );

  app.delete(
    '/api/communities/comments/:commentId/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: CommunityCommentDeleteParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      const { commentId, userId } = request.params;
      await community.deleteOwnComment(signedIn(request), commentId, userId);
      return ok(MESSAGES.communityCommentDeleted);
    },
  );
};
