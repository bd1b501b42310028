import { AdminAuditQuerySchema, AuditPageSchema } from '@daengnyang/contract/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../auth/caller.ts';
import { ok, okResponse } from '../../../http/envelope.ts';
import type { AdminAuditService } from './service.ts';

export const adminAuditRoutes: FastifyPluginAsyncZod<{ adminAudit: AdminAuditService }> = async (
  app,
  { adminAudit },
) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Every administrator change (who, what, which ids, when), newest first.',
        querystring: AdminAuditQuerySchema,
        response: okResponse(AuditPageSchema),
      },
    },
    async (request) => ok(await adminAudit.list(request.query)),
  );
};
