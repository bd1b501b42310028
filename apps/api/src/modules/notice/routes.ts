import { ConfirmationSchema } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import {
  CommentEditParamsSchema,
  NoticeCommentEditFieldsSchema,
} from '@daengnyang/contract/editing';
import {
  NoticeCommentDeleteParamsSchema,
  NoticeCommentFieldsSchema,
  NoticeCreatedIdSchema,
  NoticeDetailParamsSchema,
  NoticeIdParamsSchema,
  NoticeListParamsSchema,
  NoticeListQuerySchema,
  NoticeSchema,
  NoticeViewCountedSchema,
} from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { multipartSchema, readMultipartForm } from '../../http/multipart.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';
import { edited, editedResponse } from '../editing/edited-answer.ts';
import type { NoticeService } from './service.ts';

const tags = ['notice'];
const NoticePageSchema = pagedSchema(NoticeSchema);
/** A comment's images in `files`. */
const COMMENT_FILES = { fileField: 'files', maxFiles: IMAGE_LIMITS.comment } as const;

export const noticeRoutes: FastifyPluginAsyncZod<{ notice: NoticeService }> = async (
  app,
  { notice },
) => {
  app.get(
    '/api/notice/:categoryId',
    {
      config: cachedForAnonymous<'categoryId'>(({ categoryId }) => [
        CACHE_TAGS.noticeList(categoryId),
        CACHE_TAGS.authors,
      ]),
      schema: {
        tags,
        params: NoticeListParamsSchema,
        querystring: NoticeListQuerySchema,
        response: okResponse(NoticePageSchema),
      },
    },
    async (request) =>
      ok(await notice.list(request.caller, request.params.categoryId, request.query)),
  );

  app.get(
    '/api/notice/:categoryId/:noticeId',
    {
      config: cachedForAnonymous<'noticeId'>(({ noticeId }) => [
        CACHE_TAGS.notice(noticeId),
        CACHE_TAGS.authors,
      ]),
      schema: { tags, params: NoticeDetailParamsSchema, response: okResponse(NoticeSchema) },
    },
    async (request) => {
      const { categoryId, noticeId } = request.params;
      return ok(await notice.detail(request.caller, categoryId, noticeId));
    },
  );

  app.post(
    '/api/notice/:categoryId/:noticeId',
    {
      schema: {
        tags,
        params: NoticeDetailParamsSchema,
        response: okResponse(NoticeViewCountedSchema),
      },
    },
    async (request) => {
      const { categoryId, noticeId } = request.params;
      await notice.countView(app.viewerKey(request), categoryId, noticeId);
      return ok(0 as const);
    },
  );

  app.post(
    '/api/notice/:noticeId/comments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        ...multipartSchema(NoticeCommentFieldsSchema, COMMENT_FILES),
        params: NoticeIdParamsSchema,
        response: okResponse(NoticeCreatedIdSchema),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, NoticeCommentFieldsSchema, COMMENT_FILES);
      const { noticeId } = request.params;
      return ok(await notice.comment(signedIn(request), noticeId, form.fields, form.files));
    },
  );

  app.put(
    '/api/notice/comments/:commentId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The author edits their event comment (issue 22; contract editing.ts).',
        ...multipartSchema(NoticeCommentEditFieldsSchema, COMMENT_FILES),
        params: CommentEditParamsSchema,
        response: editedResponse,
      },
    },
    async (request) => {
      await using form = await readMultipartForm(
        request,
        NoticeCommentEditFieldsSchema,
        COMMENT_FILES,
      );
      const { commentId } = request.params;
      return edited(
        await notice.editComment(signedIn(request), commentId, form.fields, form.files),
      );
    },
  );

  // The spec's client likes without the /api prefix; both paths are served (wire-contract §3).
  for (const path of ['/api/notice/:noticeId/like', '/notice/:noticeId/like']) {
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: { tags, params: NoticeIdParamsSchema, response: okResponse(ConfirmationSchema) },
      },
      async (request) =>
        ok(await notice.setLiked(signedIn(request), request.params.noticeId, true)),
    );
  }

  app.delete(
    '/api/notice/:noticeId/dislike',
    {
      preHandler: requireUser,
      schema: { tags, params: NoticeIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await notice.setLiked(signedIn(request), request.params.noticeId, false)),
  );

  app.delete(
    '/api/notice/comments/:commentId/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: NoticeCommentDeleteParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      const { commentId, userId } = request.params;
      return ok(await notice.deleteComment(signedIn(request), commentId, userId));
    },
  );
};
