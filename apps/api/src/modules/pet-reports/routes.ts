import { ConfirmationSchema } from '@daengnyang/contract/common';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import {
  PetMatchDismissSchema,
  PetMatchListSchema,
  PetReportListQuerySchema,
  PetReportPageSchema,
  PetReportParamsSchema,
  PetReportStatusChangeSchema,
} from '@daengnyang/contract/pet-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse, sendEncoded } from '../../http/envelope.ts';
import { sendKept } from '../../http/kept-encodings.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';
import { PET_REPORT_LIST_TAGS } from './recent-reports.ts';
import type { PetReportService } from './service.ts';

const tags = ['pet-reports'];

/** Structured pet reports of categories 6 and 7: filters, the map tab, statuses, matches (issue 23). */
const PET_REPORT_LIST_KEEP_SECONDS = 60;

export const petReportRoutes: FastifyPluginAsyncZod<{ petReports: PetReportService }> = async (
  app,
  { petReports },
) => {
  app.get(
    '/api/pet-reports',
    {
      // Writes, status changes and moderation of posts in 6 and 7 drop these lists' tags, and
      // a list row holds no count: kept a minute (the 30-day window moves that much meanwhile).
      // A row holds nothing of the reader's (the phone is on the post's page only), so members
      // who block nobody, most of them, share the visitors' answers.
      config: cachedForAnonymous(() => PET_REPORT_LIST_TAGS, {
        keepSeconds: PET_REPORT_LIST_KEEP_SECONDS,
        sharedWithMembers: true,
      }),
      schema: {
        tags,
        description:
          'Reports of category 6 or 7, newest event first or nearest first; the map tab asks category=6&status=active&days=30&size=100 with the map centre.',
        querystring: PetReportListQuerySchema,
        response: okResponse(PetReportPageSchema),
      },
    },
    async (request, reply) =>
      sendEncoded(reply, await petReports.list(request.caller, request.query)),
  );

  app.patch(
    '/api/pet-reports/:postId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: "The author changes the report's status (one of its kind's statuses).",
        params: PetReportParamsSchema,
        body: PetReportStatusChangeSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      await petReports.changeStatus(signedIn(request), request.params.postId, request.body.status);
      return ok(PET_REPORT_MESSAGES.petReportStatusChanged);
    },
  );

  app.get(
    '/api/pet-reports/:postId/matches',
    {
      schema: {
        tags,
        description:
          'Reports and shelter animals that may be the same animal, best first, with the score and why (signed-in members only).',
        params: PetReportParamsSchema,
        response: okResponse(PetMatchListSchema),
      },
    },
    async (request, reply) => {
      const answer = await petReports.matches(request.caller, request.params.postId);
      return sendKept(request, reply.header('content-type', answer.contentType), answer);
    },
  );

  app.post(
    '/api/pet-reports/:postId/matches/dismiss',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          '"내 아이가 아니에요": the author leaves a candidate out of the matches for good.',
        params: PetReportParamsSchema,
        body: PetMatchDismissSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      await petReports.dismiss(signedIn(request), request.params.postId, request.body);
      return ok(PET_REPORT_MESSAGES.petMatchDismissed);
    },
  );
};
