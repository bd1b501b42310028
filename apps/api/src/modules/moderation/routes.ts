import { MESSAGES } from '@daengnyang/contract/messages';
import {
  AdminReportsQuerySchema,
  BulkDecisionCreateSchema,
  BulkDecisionResultSchema,
  CaseDecisionCreateSchema,
  CaseParamsSchema,
  ModerationOpenCountSchema,
  MyModeratedItemsSchema,
  ObjectionCreateSchema,
  ReportCasePageSchema,
  ReportCreatedSchema,
  ReportCreateSchema,
} from '@daengnyang/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import type { ModerationQueue } from './queue.ts';
import type { ModerationService } from './service.ts';

const withMessage = <T>(message: string, body: T) => ({ ...ok(body), message });

/** Reports, the review queue and its decisions, 임시조치 objections (issue 21, decision 026). */
export const moderationRoutes: FastifyPluginAsyncZod<{
  moderation: ModerationService;
  queue: ModerationQueue;
}> = async (app, { moderation, queue }) => {
  app.post(
    '/api/reports',
    {
      onRequest: requireUser,
      schema: {
        tags: ['moderation'],
        description:
          'Reports a post, comment (or reply), food review or event comment. One open report per ' +
          'member and item (409); one’s own item 400; a missing item 404. The reporters’ ' +
          'combined weight may hide the item pending review. Counted against the `reports` limit.',
        body: ReportCreateSchema,
        response: okResponse(ReportCreatedSchema),
      },
    },
    async (request) => {
      const reportId = await moderation.report(signedIn(request), request.body);
      return withMessage(MESSAGES.reportReceived, { reportId });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        description:
          'The review queue: one case per reported item, open or closed; `weight` lists urgent ' +
          '(categories 6 and 7) first, then the heaviest; `newest` the latest first.',
        querystring: AdminReportsQuerySchema,
        response: okResponse(ReportCasePageSchema),
      },
    },
    async (request) => ok(await queue.page(request.query)),
  );

  app.post(
    '/api/admin/reports/:caseId/decision',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        description:
          'Decides a case at the version the administrator saw (stale 409, closed 409): dismiss ' +
          'shows the item again, hide withholds it, delete removes it, temporaryMeasure ' +
          '(a rightsInfringement report only) withholds it for `days` (≤ 30). `sanction` ' +
          'sanctions the item’s author in the same transaction (an administrator: 400).',
        params: CaseParamsSchema,
        body: CaseDecisionCreateSchema,
        response: okResponse(z.string()),
      },
    },
    async (request) => {
      await moderation.decide(signedIn(request), request.params.caseId, request.body);
      return withMessage(MESSAGES.decisionDone, MESSAGES.decisionDone);
    },
  );

  app.post(
    '/api/admin/reports/decisions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        description:
          'One action on several cases, each at its version; answers per case whether it was ' +
          'decided or why not.',
        body: BulkDecisionCreateSchema,
        response: okResponse(BulkDecisionResultSchema),
      },
    },
    async (request) => ok(await moderation.decideMany(signedIn(request), request.body)),
  );

  app.post(
    '/api/moderation/cases/:caseId/objection',
    {
      onRequest: requireUser,
      schema: {
        tags: ['moderation'],
        description:
          'The author objects once to a 임시조치 on their item; the case opens again for an ' +
          'administrator.',
        params: CaseParamsSchema,
        body: ObjectionCreateSchema,
        response: okResponse(z.string()),
      },
    },
    async (request) => {
      await moderation.object(signedIn(request), request.params.caseId, request.body.text);
      return withMessage(MESSAGES.decisionDone, MESSAGES.decisionDone);
    },
  );

  app.get(
    '/api/admin/moderation/open-count',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Open report cases and open sanction appeals, for the admin sidebar’s badge.',
        response: okResponse(ModerationOpenCountSchema),
      },
    },
    async () => ok(await queue.openCount()),
  );

  app.get(
    '/api/mypage/moderation',
    {
      onRequest: requireUser,
      schema: {
        tags: ['mypage'],
        description:
          'The caller’s items withheld now: why, since when, until when (임시조치), and whether ' +
          'they may still object.',
        response: okResponse(MyModeratedItemsSchema),
      },
    },
    async (request) => ok(await queue.withheldOf(signedIn(request))),
  );
};
