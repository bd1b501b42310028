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
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, signedIn } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import { formFields, readMultipart } from '../../../http/multipart.ts';
import type { AdminFoodService } from './service.ts';

const tags = ['admin'];
const AdminFoodPageSchema = pagedSchema(AdminFoodRowSchema);

/** The multipart food form: its scalar fields, and up to 5 images. */
const FOOD_FORM = { fileField: 'files', maxFiles: IMAGE_LIMITS.adminNoticeOrFood } as const;

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
      await using form = await readMultipart(request, FOOD_FORM);
      const fields = formFields(form, AdminFoodCreateFieldsSchema);
      return ok(await adminFood.create(signedIn(request), fields, form.files));
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
      await using form = await readMultipart(request, FOOD_FORM);
      const fields = formFields(form, AdminFoodUpdateFieldsSchema);
      return ok(await adminFood.update(signedIn(request), fields, form.files));
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
