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
import { MESSAGES } from '@daengnyang/contract/messages';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { readMultipart } from '../../../http/multipart.ts';
import type { AdminNoticeService } from './service.ts';

const tags = ['admin'];
const AdminNoticePageSchema = pagedSchema(AdminNoticeRowSchema);

/** The multipart notice form: its scalar fields checked by `schema`, and up to 5 images. */
async function readNoticeForm<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const form = await readMultipart(request, {
    fileField: 'files',
    maxFiles: IMAGE_LIMITS.adminNoticeOrFood,
  });
  const fields = schema.safeParse(form.fields);
  if (!fields.success) {
    throw badRequest(fields.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  }
  return { fields: fields.data, files: form.files };
}

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
      const { fields, files } = await readNoticeForm(request, AdminNoticeCreateFieldsSchema);
      return ok(await adminNotice.create(signedIn(request), fields, files));
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
      const { fields, files } = await readNoticeForm(request, AdminNoticeUpdateFieldsSchema);
      return ok(await adminNotice.update(signedIn(request), fields, files));
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
