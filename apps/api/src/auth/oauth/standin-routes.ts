import { randomBytes } from 'node:crypto';
import { NicknameSchema } from '@daengnyang/contract/account';
import { IdSchema } from '@daengnyang/contract/common';
import type { OAuthProvider } from '@daengnyang/contract/constants';
import { singleLineText } from '@daengnyang/contract/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findProviderId, findRecentSocialUsers } from '../../modules/users/repository.ts';
import type { SignInResponses } from './sign-in-responses.ts';
import { ProviderParams } from './sign-in-responses.ts';
import { findOrCreateSocialUser } from './social-users.ts';
import { renderStandinPage } from './standin-page.ts';

const StandinForm = z.object({
  state: z.string().min(1),
  userId: IdSchema.optional(),
  nickname: z.string().optional(),
  email: singleLineText().max(200).optional(),
});

const LISTED_USERS = 30;

export type Standin = {
  /** Whether the stand-in answers for a provider (not configured, not in production). */
  serves: (provider: OAuthProvider) => boolean;
  /** The stand-in's page: pick a recent user of the provider or create one. */
  show: (reply: FastifyReply, provider: OAuthProvider, error?: string) => Promise<FastifyReply>;
};

/**
 * The development stand-in for a provider without client credentials, so that sign-in works on
 * a fresh clone and in tests without the internet. Never served in production.
 */
export function createStandin(deps: {
  db: Database;
  responses: SignInResponses;
  serves: (provider: OAuthProvider) => boolean;
}): Standin {
  const { db, responses, serves } = deps;
  return {
    serves,
    async show(reply, provider, error) {
      const state = randomBytes(24).toString('base64url');
      responses.rememberFlow(reply, { provider, state, codeVerifier: null });
      const users = await findRecentSocialUsers(db, provider, LISTED_USERS);
      return reply
        .status(error ? 400 : 200)
        .type('text/html; charset=utf-8')
        .send(renderStandinPage({ provider, state, users, error }));
    },
  };
}

/** The stand-in page's form: sign in as the chosen user, or as a new one with a nickname. */
export const standinRoutes: FastifyPluginAsyncZod<{
  db: Database;
  responses: SignInResponses;
  standin: Standin;
}> = async (app, { db, responses, standin }) => {
  app.post(
    '/oauth2/dev/:provider',
    { schema: { hide: true, params: ProviderParams, body: StandinForm } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!standin.serves(provider)) throw notFound();
      const pending = responses.takeFlow(request, reply);
      if (!pending || pending.provider !== provider || pending.state !== request.body.state) {
        return responses.toLoginPage(reply, 'state_mismatch');
      }
      const { userId, nickname, email } = request.body;
      if (userId !== undefined) {
        const providerId = await findProviderId(db, provider, userId);
        if (!providerId) return standin.show(reply, provider, '선택한 사용자를 찾을 수 없습니다.');
        return responses.signIn(
          reply,
          await findOrCreateSocialUser({ db, events: app.events }, provider, {
            providerId,
            name: null,
            email: null,
            image: null,
          }),
        );
      }
      const name = NicknameSchema.safeParse(nickname ?? '');
      if (!name.success) return standin.show(reply, provider, name.error.issues[0]?.message);
      return responses.signIn(
        reply,
        await findOrCreateSocialUser({ db, events: app.events }, provider, {
          providerId: `dev-${randomBytes(8).toString('hex')}`,
          name: name.data,
          email: email || null,
          image: null,
        }),
      );
    },
  );
};
