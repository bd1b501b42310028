import { ConfirmationSchema } from '@daengnyang/contract/common';
import {
  DraftParamsSchema,
  DraftSavedSchema,
  DraftSaveSchema,
  DraftSchema,
} from '@daengnyang/contract/drafts';
import { envelopeSchema } from '@daengnyang/contract/envelope';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import type { DraftService } from './service.ts';

const tags = ['drafts'];

/** The post form's server drafts (issue 22; contract drafts.ts); signed-in members only. */
export const draftRoutes: FastifyPluginAsyncZod<{ drafts: DraftService }> = async (
  app,
  { drafts },
) => {
  app.get(
    '/api/drafts/:key',
    {
      preHandler: requireUser,
      schema: { tags, params: DraftParamsSchema, response: okResponse(DraftSchema) },
    },
    async (request) => ok(await drafts.get(signedIn(request), request.params.key)),
  );

  app.put(
    '/api/drafts/:key',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'Saves the draft if `sequence` is still the current one; 409 with the newer draft as `body` otherwise (unless `force`).',
        params: DraftParamsSchema,
        body: DraftSaveSchema,
        response: { ...okResponse(DraftSavedSchema), 409: envelopeSchema(DraftSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await drafts.save(signedIn(request), request.params.key, request.body);
      if ('newer' in outcome) {
        return reply
          .code(409)
          .send({ code: 409, message: MESSAGES.draftOpenElsewhere, body: outcome.newer });
      }
      return ok({ sequence: outcome.saved });
    },
  );

  app.delete(
    '/api/drafts/:key',
    {
      preHandler: requireUser,
      schema: { tags, params: DraftParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => {
      await drafts.remove(signedIn(request), request.params.key);
      return ok(SERVER_MESSAGES.draftDeleted);
    },
  );
};
