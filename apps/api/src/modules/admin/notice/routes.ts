import {
  AdminNoticeCreateFieldsSchema,
  AdminNoticeIdParamsSchema,
  AdminNoticeIdsSchema,
  AdminNoticeQuerySchema,
  AdminNoticeRowSchema,
  AdminNoticeUpdateFieldsSchema,
} from '@daengnyang/contract/admin-notice';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import { formFields, readMultipart } from '../../../http/multipart.ts';
import type { AdminNoticeService } from './service.ts';

const tags = ['admin'];
const AdminNoticePageSchema = pagedSchema(AdminNoticeRowSchema);

/** The multipart notice form: its scalar fields, and up to 5 images. */
const NOTICE_FORM = { fileField: 'files', maxFiles: IMAGE_LIMITS.adminNoticeOrFood } as const;

export const adminNoticeRoutes: FastifyPluginAsyncZod<{ adminNotice: AdminNoticeService }> = async (
  app,
  { adminNotice },
) => {
  app.get(
    '/api/admin/notice',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        querystring: AdminNoticeQuerySchema,
        response: okResponse(AdminNoticePageSchema),
      },
    },
    async (request) => ok(await adminNotice.list(request.query)),
  );

  app.post(
    '/api/admin/notice',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: okResponse(NoticeCreatedIdSchema),
      },
    },
    async (request) => {
      await using form = await readMultipart(request, NOTICE_FORM);
      const fields = formFields(form, AdminNoticeCreateFieldsSchema);
      return ok(await adminNotice.create(signedIn(request), fields, form.files));
    },
  );

  app.put(
    '/api/admin/notice',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: okResponse(NoticeCreatedIdSchema),
      },
    },
    async (request) => {
      await using form = await readMultipart(request, NOTICE_FORM);
      const fields = formFields(form, AdminNoticeUpdateFieldsSchema);
      return ok(await adminNotice.update(signedIn(request), fields, form.files));
    },
  );

  app.delete(
    '/api/admin/notice',
    {
      preHandler: requireAdmin,
      schema: { tags, body: AdminNoticeIdsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminNotice.deleteMany(signedIn(request), request.body)),
  );

  app.delete(
    '/api/admin/notice/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminNoticeIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminNotice.deleteOne(signedIn(request), request.params.id)),
  );

  app.delete(
    '/api/admin/notice/comments/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminNoticeIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminNotice.deleteComment(signedIn(request), request.params.id)),
  );
};
