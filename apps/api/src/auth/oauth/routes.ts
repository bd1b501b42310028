import { randomBytes } from 'node:crypto';
import { NicknameSchema } from '@daengnyang/contract/account';
import { IdSchema } from '@daengnyang/contract/common';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@daengnyang/contract/constants';
import { singleLineText } from '@daengnyang/contract/text';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../http/errors.ts';
import type { TokenService } from '../tokens.ts';
import { createOAuthFlow, type OAuthFlow, OAuthFlowError, type PendingFlow } from './flow.ts';
import { findOrCreateSocialUser, type SignInIdentity } from './social-users.ts';
import { renderStandinPage } from './standin-page.ts';

const FLOW_COOKIE = 'daengnyang_oauth';
const FLOW_TTL_SECONDS = 600;

const ProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const PendingFlowSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().min(1),
  codeVerifier: z.string().nullable(),
});
const StandinForm = z.object({
  state: z.string().min(1),
  userId: IdSchema.optional(),
  nickname: z.string().optional(),
  email: singleLineText().max(200).optional(),
});

type Deps = { config: Config; db: Database; tokens: TokenService };

/**
 * Social sign-in (wire-contract §2): `/oauth2/authorization/{provider}` starts the flow, the
 * provider returns to `/login/oauth2/code/{provider}`, and the browser lands on the web app's
 * `/auth/oauth2/login?accessToken=…`. Every failure ends on the web login page with an error
 * code, never a stack trace.
 */
export const oauthRoutes: FastifyPluginAsyncZod<Deps> = async (app, { config, db, tokens }) => {
  const webOrigin = config.webOrigins[0] ?? config.publicUrl;
  const flows = new Map<OAuthProvider, OAuthFlow>();
  for (const provider of OAUTH_PROVIDERS) {
    const settings = config.oauth[provider];
    if (settings) {
      const redirectUri = `${config.publicUrl}/login/oauth2/code/${provider}`;
      flows.set(provider, createOAuthFlow(provider, settings, redirectUri));
    }
  }
  const standinAllowed = (provider: OAuthProvider) => !flows.has(provider) && !config.isProduction;

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    signed: true,
    maxAge: FLOW_TTL_SECONDS,
  };
  const rememberFlow = (reply: FastifyReply, pending: PendingFlow) =>
    reply.setCookie(FLOW_COOKIE, JSON.stringify(pending), cookieOptions);
  const takeFlow = (request: FastifyRequest, reply: FastifyReply): PendingFlow | null => {
    const raw = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, { path: '/' });
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || unsigned.value === null) return null;
    try {
      return PendingFlowSchema.parse(JSON.parse(unsigned.value));
    } catch {
      return null;
    }
  };
  const toLoginPage = (reply: FastifyReply, error: string) =>
    reply.redirect(`${webOrigin}/auth/login?error=${encodeURIComponent(error)}`);
  const signIn = async (reply: FastifyReply, identity: SignInIdentity) => {
    const accessToken = await tokens.sign(identity);
    return reply.redirect(
      `${webOrigin}/auth/oauth2/login?accessToken=${encodeURIComponent(accessToken)}`,
    );
  };

  const standinUsers = (provider: OAuthProvider) =>
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.provider, provider), isNull(users.withdrawnAt)))
      .orderBy(desc(users.id))
      .limit(30);
  const showStandin = async (reply: FastifyReply, provider: OAuthProvider, error?: string) => {
    const state = randomBytes(24).toString('base64url');
    rememberFlow(reply, { provider, state, codeVerifier: null });
    const page = renderStandinPage({ provider, state, users: await standinUsers(provider), error });
    return reply
      .status(error ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(page);
  };

  app.get(
    '/oauth2/authorization/:provider',
    { schema: { hide: true, params: ProviderParams } },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = flows.get(provider);
      if (flow) {
        const { url, pending } = await flow.start();
        rememberFlow(reply, pending);
        return reply.redirect(url.href);
      }
      if (standinAllowed(provider)) return showStandin(reply, provider);
      return toLoginPage(reply, 'provider_unavailable');
    },
  );

  app.get(
    '/login/oauth2/code/:provider',
    { schema: { hide: true, params: ProviderParams } },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = flows.get(provider);
      const pending = takeFlow(request, reply);
      if (!flow) return toLoginPage(reply, 'provider_unavailable');
      try {
        const callbackUrl = new URL(request.url, config.publicUrl);
        const profile = await flow.complete(callbackUrl, pending);
        return await signIn(reply, await findOrCreateSocialUser(db, provider, profile));
      } catch (error) {
        const code = error instanceof OAuthFlowError ? error.code : 'oauth_failed';
        // Our own sentences, or only the kind of any other error: a database error's message
        // quotes the query's values (the profile's e-mail address among them).
        const kind = error instanceof Error ? error.name : 'unknown';
        const reason = error instanceof OAuthFlowError ? error.message : kind;
        request.log.warn({ provider, code, reason }, 'social sign-in failed');
        return toLoginPage(reply, code);
      }
    },
  );

  app.post(
    '/oauth2/dev/:provider',
    { schema: { hide: true, params: ProviderParams, body: StandinForm } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!standinAllowed(provider)) throw notFound();
      const pending = takeFlow(request, reply);
      if (!pending || pending.provider !== provider || pending.state !== request.body.state) {
        return toLoginPage(reply, 'state_mismatch');
      }
      const { userId, nickname, email } = request.body;
      if (userId !== undefined) {
        const [user] = await db
          .select({ providerId: users.providerId })
          .from(users)
          .where(
            and(eq(users.id, userId), eq(users.provider, provider), isNull(users.withdrawnAt)),
          );
        if (!user?.providerId)
          return showStandin(reply, provider, '선택한 사용자를 찾을 수 없습니다.');
        return signIn(
          reply,
          await findOrCreateSocialUser(db, provider, {
            providerId: user.providerId,
            name: null,
            email: null,
            image: null,
          }),
        );
      }
      const name = NicknameSchema.safeParse(nickname ?? '');
      if (!name.success) return showStandin(reply, provider, name.error.issues[0]?.message);
      return signIn(
        reply,
        await findOrCreateSocialUser(db, provider, {
          providerId: `dev-${randomBytes(8).toString('hex')}`,
          name: name.data,
          email: email || null,
          image: null,
        }),
      );
    },
  );
};
