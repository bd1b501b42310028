import { ConfirmationSchema } from '@daengnyang/contract/common';
import {
  AdminAppealPageSchema,
  AdminAppealsQuerySchema,
  AppealCreateSchema,
  AppealDecisionSchema,
  AppealParamsSchema,
  MySanctionsSchema,
  SanctionCreateSchema,
  SanctionParamsSchema,
  UserSanctionListSchema,
  UserSanctionsParamsSchema,
} from '@daengnyang/contract/sanctions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import type { SanctionsService } from './service.ts';

/** Sanctions and appeals (issue 21 item 5; contract sanctions.ts). */
export const sanctionsRoutes: FastifyPluginAsyncZod<{ sanctions: SanctionsService }> = async (
  app,
  { sanctions },
) => {
  const adminTags = ['admin', 'sanctions'];
  const tags = ['sanctions'];

  app.post(
    '/api/admin/users/:userId/sanctions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: adminTags,
        description:
          'Sanctions a member: `warning` records and tells; `writeBan` refuses every write ' +
          '(403); `suspension` also ends every session at once and refuses every call but the ' +
          'notice, the appeal, sign-out and the principal. Without `days` it lasts until lifted. ' +
          'An administrator cannot be sanctioned (400); an unknown member 404.',
        params: UserSanctionsParamsSchema,
        body: SanctionCreateSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) =>
      ok(await sanctions.impose(signedIn(request), request.params.userId, request.body)),
  );

  app.delete(
    '/api/admin/users/:userId/sanctions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: adminTags,
        description: "Lifts the member's active sanctions now (none active: nothing changes).",
        params: UserSanctionsParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await sanctions.liftAll(signedIn(request), request.params.userId)),
  );

  app.get(
    '/api/admin/users/:userId/sanctions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: adminTags,
        description: "A member's sanctions with their appeals, newest first.",
        params: UserSanctionsParamsSchema,
        response: okResponse(UserSanctionListSchema),
      },
    },
    async (request) => ok(await sanctions.listOf(request.params.userId)),
  );

  app.get(
    '/api/admin/appeals',
    {
      onRequest: requireAdmin,
      schema: {
        tags: adminTags,
        description:
          'Appeals with their sanction and member: open ones oldest first, closed newest first.',
        querystring: AdminAppealsQuerySchema,
        response: okResponse(AdminAppealPageSchema),
      },
    },
    async (request) => ok(await sanctions.appeals(request.query)),
  );

  app.post(
    '/api/admin/appeals/:appealId/decision',
    {
      onRequest: requireAdmin,
      schema: {
        tags: adminTags,
        description:
          '`lift` ends the sanction now, `uphold` keeps it; both close the appeal. An appeal ' +
          'decided already answers 409.',
        params: AppealParamsSchema,
        body: AppealDecisionSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) =>
      ok(await sanctions.decide(signedIn(request), request.params.appealId, request.body)),
  );

  app.get(
    '/api/sanctions/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          "The caller's write ban or suspension in force (`active`, null when none) and every " +
          'sanction they received. Answered under suspension too.',
        response: okResponse(MySanctionsSchema),
      },
    },
    async (request) => ok(await sanctions.mine(signedIn(request))),
  );

  app.post(
    '/api/sanctions/:sanctionId/appeal',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Appeals one of my sanctions, warnings included: once per sanction (409 the second ' +
          "time); another member's sanction is not found (404).",
        params: SanctionParamsSchema,
        body: AppealCreateSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) =>
      ok(await sanctions.appeal(signedIn(request), request.params.sanctionId, request.body.text)),
  );
};
