import type { OAuthProvider } from '@daengnyang/contract/constants';
import * as client from 'openid-client';
import type { ProviderConfig } from '../../config.ts';
import { PROVIDERS, type SocialProfile } from './providers.ts';

/** What the browser carries (in a signed, short-lived cookie) between start and callback. */
export type PendingFlow = { provider: OAuthProvider; state: string; codeVerifier: string | null };

export class OAuthFlowError extends Error {
  readonly code: 'state_mismatch' | 'access_denied' | 'oauth_failed';
  constructor(code: OAuthFlowError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthFlowError';
    this.code = code;
  }
}

function clientConfiguration(settings: ProviderConfig): client.Configuration {
  const configuration = new client.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
      userinfo_endpoint: settings.userinfoUrl,
    },
    settings.clientId,
    { client_secret: settings.clientSecret },
    client.ClientSecretPost(settings.clientSecret),
  );
  // Local stand-in servers (tests, development) speak plain HTTP on loopback.
  const endpoints = [settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl];
  if (endpoints.some((endpoint) => endpoint.startsWith('http:'))) {
    client.allowInsecureRequests(configuration);
  }
  return configuration;
}

/** The OAuth 2.0 authorization-code flow with `state` always and PKCE where supported. */
export function createOAuthFlow(
  provider: OAuthProvider,
  settings: ProviderConfig,
  redirectUri: string,
) {
  const spec = PROVIDERS[provider];
  const configuration = clientConfiguration(settings);

  return {
    async start(): Promise<{ url: URL; pending: PendingFlow }> {
      const state = client.randomState();
      const codeVerifier = spec.pkce ? client.randomPKCECodeVerifier() : null;
      const parameters: Record<string, string> = {
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      };
      if (spec.scope) parameters.scope = spec.scope;
      if (codeVerifier) {
        parameters.code_challenge = await client.calculatePKCECodeChallenge(codeVerifier);
        parameters.code_challenge_method = 'S256';
      }
      return {
        url: client.buildAuthorizationUrl(configuration, parameters),
        pending: { provider, state, codeVerifier },
      };
    },

    async complete(callbackUrl: URL, pending: PendingFlow | null): Promise<SocialProfile> {
      if (callbackUrl.searchParams.get('error')) {
        throw new OAuthFlowError(
          'access_denied',
          `provider returned ${callbackUrl.searchParams.get('error')}`,
        );
      }
      if (
        !pending ||
        pending.provider !== provider ||
        callbackUrl.searchParams.get('state') !== pending.state
      ) {
        throw new OAuthFlowError('state_mismatch', 'state does not match the pending sign-in');
      }
      try {
        const tokenParameters: Record<string, string> = { redirect_uri: redirectUri };
        if (spec.stateInTokenRequest) tokenParameters.state = pending.state;
        const tokens = await client.authorizationCodeGrant(
          configuration,
          callbackUrl,
          {
            expectedState: pending.state,
            ...(pending.codeVerifier ? { pkceCodeVerifier: pending.codeVerifier } : {}),
          },
          tokenParameters,
        );
        const response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(settings.userinfoUrl),
          'GET',
        );
        if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
        return spec.parseProfile(await response.json());
      } catch (error) {
        throw new OAuthFlowError('oauth_failed', 'the provider exchange failed', { cause: error });
      }
    },
  };
}
export type OAuthFlow = ReturnType<typeof createOAuthFlow>;
