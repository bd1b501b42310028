import {
  AdminFoodCreateFieldsSchema,
  AdminFoodIdParamsSchema,
  AdminFoodIdsSchema,
  AdminFoodQuerySchema,
  AdminFoodRowSchema,
  AdminFoodUpdateFieldsSchema,
} from '@daengnyang/contract/admin-food';
import { FoodCreatedIdSchema } from '@daengnyang/contract/food';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminContentRoutes } from '../content-routes.ts';
import type { AdminFoodService } from './service.ts';

/** Foods under /api/admin/foods; their comments are the reviews. */
export const adminFoodRoutes: FastifyPluginAsyncZod<{ adminFood: AdminFoodService }> = async (
  app,
  { adminFood },
) => {
  registerAdminContentRoutes(
    app,
    '/api/admin/foods',
    {
      query: AdminFoodQuerySchema,
      page: pagedSchema(AdminFoodRowSchema),
      createFields: AdminFoodCreateFieldsSchema,
      updateFields: AdminFoodUpdateFieldsSchema,
      createdId: FoodCreatedIdSchema,
      ids: AdminFoodIdsSchema,
      idParams: AdminFoodIdParamsSchema,
    },
    adminFood,
  );
};
