import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OAuth 2.0 / OIDC server on loopback. `profile` is what its userinfo endpoint answers,
 * so one server can play Google, Naver or Kakao.
 */
export async function startOAuthServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('mock issuer has no URL');
  let profile: unknown = {};
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = profile;
  });
  return {
    server,
    issuer,
    setProfile(next: unknown) {
      profile = next;
    },
    env(prefix: 'GOOGLE' | 'NAVER' | 'KAKAO'): NodeJS.ProcessEnv {
      return {
        [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-client`,
        [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-secret`,
        [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
        [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
        [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
        ...(prefix === 'GOOGLE' ? { GOOGLE_ISSUER: issuer } : {}),
      };
    },
    stop: () => server.stop(),
  };
}
