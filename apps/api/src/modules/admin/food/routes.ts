import {
  AdminFoodCreateFieldsSchema,
  AdminFoodIdParamsSchema,
  AdminFoodIdsSchema,
  AdminFoodQuerySchema,
  AdminFoodRowSchema,
  AdminFoodUpdateFieldsSchema,
} from '@daengnyang/contract/admin-food';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { FoodCreatedIdSchema } from '@daengnyang/contract/food';
import { MESSAGES } from '@daengnyang/contract/messages';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import { badRequest } from '../../../http/errors.ts';
import { readMultipart } from '../../../http/multipart.ts';
import type { AdminFoodService } from './service.ts';

const tags = ['admin'];
const AdminFoodPageSchema = pagedSchema(AdminFoodRowSchema);

/** The multipart food form: its scalar fields checked by `schema`, and up to 5 images. */
async function readFoodForm<T extends z.ZodType>(request: FastifyRequest, schema: T) {
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

export const adminFoodRoutes: FastifyPluginAsyncZod<{ adminFood: AdminFoodService }> = async (
  app,
  { adminFood },
) => {
  app.get(
    '/api/admin/foods',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        querystring: AdminFoodQuerySchema,
        response: okResponse(AdminFoodPageSchema),
      },
    },
    async (request) => ok(await adminFood.list(request.query)),
  );

  app.post(
    '/api/admin/foods',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: okResponse(FoodCreatedIdSchema),
      },
    },
    async (request) => {
      const { fields, files } = await readFoodForm(request, AdminFoodCreateFieldsSchema);
      return ok(await adminFood.create(signedIn(request), fields, files));
    },
  );

  app.put(
    '/api/admin/foods',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: okResponse(FoodCreatedIdSchema),
      },
    },
    async (request) => {
      const { fields, files } = await readFoodForm(request, AdminFoodUpdateFieldsSchema);
      return ok(await adminFood.update(signedIn(request), fields, files));
    },
  );

  app.delete(
    '/api/admin/foods',
    {
      preHandler: requireAdmin,
      schema: { tags, body: AdminFoodIdsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminFood.deleteMany(signedIn(request), request.body)),
  );

  app.delete(
    '/api/admin/foods/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminFoodIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminFood.deleteOne(signedIn(request), request.params.id)),
  );

  app.delete(
    '/api/admin/foods/comments/:id',
    {
      preHandler: requireAdmin,
      schema: { tags, params: AdminFoodIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await adminFood.deleteReview(signedIn(request), request.params.id)),
  );
};
