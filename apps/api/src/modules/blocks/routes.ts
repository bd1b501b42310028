import {
  BlockedUserPageSchema,
  BlockParamsSchema,
  MyBlocksQuerySchema,
} from '@daengnyang/contract/blocks';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import type { BlocksService } from './service.ts';

/** Blocking (issue 21 item 6; contract blocks.ts). */
export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (
  app,
  { blocks },
) => {
  const tags = ['blocks'];
  app.post(
    '/api/blocks/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          "Blocks a member: their posts, comments, replies and reviews carry `blockedAuthor: true` in the caller's reads, and they can no longer comment on the caller's posts or reply to the caller. Blocking twice succeeds; oneself or an administrator: 400.",
        params: BlockParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await blocks.block(signedIn(request), request.params.userId)),
  );

  app.delete(
    '/api/blocks/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Unblocks a member (not blocked: nothing changes, still 200).',
        params: BlockParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await blocks.unblock(signedIn(request), request.params.userId)),
  );

  app.get(
    '/api/mypage/blocks',
    {
      preHandler: requireUser,
      schema: {
        tags: [...tags, 'mypage'],
        description: 'The members I blocked, most recently blocked first.',
        querystring: MyBlocksQuerySchema,
        response: okResponse(BlockedUserPageSchema),
      },
    },
    async (request) => ok(await blocks.list(signedIn(request), request.query)),
  );
};
