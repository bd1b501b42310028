import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveIdentity } from '../modules/users/repository.ts';
import { ANONYMOUS, bearerToken, type Caller } from './caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/**
 * Resolves the caller on every request. A missing, malformed, expired or revoked token means
 * anonymous (wire-contract §1); routes that need a user say so with `requireUser`.
 * The user row is read each time so that withdrawal, deletion or a role change takes effect
 * at once on every instance.
 */
async function callerPlugin(app: FastifyInstance) {
  const { tokens } = app;
  const { db } = app.database;
  // Fastify forbids a shared object as a request decoration's default value.
  const callers = new WeakMap<object, Caller>();
  app.decorateRequest('caller', {
    getter() {
      return callers.get(this) ?? ANONYMOUS;
    },
    setter(value: Caller) {
      callers.set(this, value);
    },
  });
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) return;
    const identity = await findActiveIdentity(db, claims.userId);
    if (!identity || identity.tokenVersion !== claims.tokenVersion) return;
    request.caller = {
      kind: 'user',
      userId: identity.id,
      role: identity.role,
      signedUpAt: identity.createdAt,
      restriction: identity.restriction,
      blocksAnyone: identity.blocksAnyone,
    };
  });
}

export default fp(callerPlugin, {
  name: 'resolve-caller',
  decorators: { fastify: ['database', 'tokens'] },
});
