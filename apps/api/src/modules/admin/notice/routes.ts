import {
  AdminNoticeCreateFieldsSchema,
  AdminNoticeIdParamsSchema,
  AdminNoticeIdsSchema,
  AdminNoticeQuerySchema,
  AdminNoticeRowSchema,
  AdminNoticeUpdateFieldsSchema,
} from '@daengnyang/contract/admin-notice';
import { NoticeCreatedIdSchema } from '@daengnyang/contract/notice';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAdminContentRoutes } from '../content-routes.ts';
import type { AdminNoticeService } from './service.ts';

/** Notices, magazine articles and events under /api/admin/notice. */
export const adminNoticeRoutes: FastifyPluginAsyncZod<{ adminNotice: AdminNoticeService }> = async (
  app,
  { adminNotice },
) => {
  registerAdminContentRoutes(
    app,
    '/api/admin/notice',
    {
      query: AdminNoticeQuerySchema,
      page: pagedSchema(AdminNoticeRowSchema),
      createFields: AdminNoticeCreateFieldsSchema,
      updateFields: AdminNoticeUpdateFieldsSchema,
      createdId: NoticeCreatedIdSchema,
      ids: AdminNoticeIdsSchema,
      idParams: AdminNoticeIdParamsSchema,
    },
    adminNotice,
  );
};
