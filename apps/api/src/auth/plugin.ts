import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminLogin } from './admin-login.ts';
import { adminLoginRoutes } from './admin-login-routes.ts';
import { createLogout } from './logout.ts';
import { logoutRoutes } from './logout-routes.ts';
import { configuredFlows, oauthRoutes } from './oauth/routes.ts';
import { createSignInResponses } from './oauth/sign-in-responses.ts';
import { createStandin, standinRoutes } from './oauth/standin-routes.ts';

/**
 * Signing in and out: the administrator's password sign-in, logout, the social providers' code
 * flows and, outside production, the development stand-in for a provider without credentials.
 */
async function auth(app: FastifyInstance) {
  const { config, tokens } = app;
  const { db } = app.database;
  await app.register(adminLoginRoutes, { login: createAdminLogin({ db, tokens }) });
  await app.register(logoutRoutes, { logout: createLogout({ events: app.events }) });

  const flows = configuredFlows(config);
  const responses = createSignInResponses({ config, tokens });
  const standin = config.isProduction
    ? null
    : createStandin({ db, responses, serves: (provider) => !flows.has(provider) });
  await app.register(oauthRoutes, { config, db, flows, responses, standin });
  if (standin) await app.register(standinRoutes, { db, responses, standin });
}

export default fp(auth, {
  name: 'auth',
  dependencies: ['resolve-caller'],
  decorators: { fastify: ['config', 'database', 'tokens', 'events'] },
});
