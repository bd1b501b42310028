import { OAUTH_PROVIDERS, type OAuthProvider } from '@daengnyang/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createOAuthFlow, type OAuthFlow, OAuthFlowError } from './flow.ts';
import { ProviderParams, type SignInResponses } from './sign-in-responses.ts';
import { findOrCreateSocialUser } from './social-users.ts';
import type { Standin } from './standin-routes.ts';

/** The code flow of every provider with client credentials in the configuration. */
export function configuredFlows(config: Config): Map<OAuthProvider, OAuthFlow> {
  const flows = new Map<OAuthProvider, OAuthFlow>();
  for (const provider of OAUTH_PROVIDERS) {
    const settings = config.oauth[provider];
    if (settings) {
      const redirectUri = `${config.publicUrl}/login/oauth2/code/${provider}`;
      flows.set(provider, createOAuthFlow(provider, settings, redirectUri));
    }
  }
  return flows;
}

/**
 * Social sign-in (wire-contract §2): `/oauth2/authorization/{provider}` starts the flow, the
 * provider returns to `/login/oauth2/code/{provider}`, and the browser lands on the web app's
 * `/auth/oauth2/login?accessToken=…`. Every failure ends on the web login page with an error
 * code, never a stack trace. A provider without credentials is served by the development
 * stand-in, when there is one.
 */
export const oauthRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  flows: Map<OAuthProvider, OAuthFlow>;
  responses: SignInResponses;
  standin: Standin | null;
}> = async (app, { config, db, flows, responses, standin }) => {
  app.get(
    '/oauth2/authorization/:provider',
    { schema: { hide: true, params: ProviderParams } },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = flows.get(provider);
      if (flow) {
        const { url, pending } = await flow.start();
        responses.rememberFlow(reply, pending);
        return reply.redirect(url.href);
      }
      if (standin?.serves(provider)) return standin.show(reply, provider);
      return responses.toLoginPage(reply, 'provider_unavailable');
    },
  );

  app.get(
    '/login/oauth2/code/:provider',
    { schema: { hide: true, params: ProviderParams } },
    async (request, reply) => {
      const { provider } = request.params;
      const flow = flows.get(provider);
      const pending = responses.takeFlow(request, reply);
      if (!flow) return responses.toLoginPage(reply, 'provider_unavailable');
      try {
        const callbackUrl = new URL(request.url, config.publicUrl);
        const profile = await flow.complete(callbackUrl, pending);
        return await responses.signIn(
          reply,
          await findOrCreateSocialUser({ db, events: app.events }, provider, profile),
        );
      } catch (error) {
        const code = error instanceof OAuthFlowError ? error.code : 'oauth_failed';
        // Our own sentences, or only the kind of any other error: a database error's message
        // quotes the query's values (the profile's e-mail address among them).
        const kind = error instanceof Error ? error.name : 'unknown';
        const reason = error instanceof OAuthFlowError ? error.message : kind;
        request.log.warn({ provider, code, reason }, 'social sign-in failed');
        return responses.toLoginPage(reply, code);
      }
    },
  );
};
