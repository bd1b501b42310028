import { OAUTH_PROVIDERS } from '@daengnyang/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { SignInIdentity } from '../../modules/users/repository.ts';
import type { TokenService } from '../tokens.ts';
import type { PendingFlow } from './flow.ts';

const FLOW_COOKIE = 'daengnyang_oauth';
const FLOW_TTL_SECONDS = 600;

export const ProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });
const PendingFlowSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().min(1),
  codeVerifier: z.string().nullable(),
});

/**
 * What every sign-in flow (a real provider's or the development stand-in's) answers with: the
 * pending flow kept in a signed cookie between leaving and coming back, the web app's login
 * page with an error code, or the web app's `/auth/oauth2/login?accessToken=…`.
 */
export function createSignInResponses(deps: { config: Config; tokens: TokenService }) {
  const { config, tokens } = deps;
  const webOrigin = config.webOrigins[0] ?? config.publicUrl;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    signed: true,
    maxAge: FLOW_TTL_SECONDS,
  };
  return {
    rememberFlow: (reply: FastifyReply, pending: PendingFlow) =>
      reply.setCookie(FLOW_COOKIE, JSON.stringify(pending), cookieOptions),

    /** The flow this browser started, used once: the cookie is cleared whatever it holds. */
    takeFlow(request: FastifyRequest, reply: FastifyReply): PendingFlow | null {
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
    },

    toLoginPage: (reply: FastifyReply, error: string) =>
      reply.redirect(`${webOrigin}/auth/login?error=${encodeURIComponent(error)}`),

    async signIn(reply: FastifyReply, identity: SignInIdentity) {
      const accessToken = await tokens.sign(identity);
      return reply.redirect(
        `${webOrigin}/auth/oauth2/login?accessToken=${encodeURIComponent(accessToken)}`,
      );
    },
  };
}
export type SignInResponses = ReturnType<typeof createSignInResponses>;
