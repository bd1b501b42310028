import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANONYMOUS, bearerToken, type Caller } from './caller.ts';
import type { IdentityCache } from './identity-cache.ts';
import { createIdentityReads } from './identity-reads.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

/** The cache's name in `/metrics` (`daengnyang_cache_lookups_total{cache="identity"}`). */
const IDENTITY_CACHE = 'identity';

/**
 * Resolves the caller on every request. A missing, malformed, expired or revoked token means
 * anonymous (wire-contract §1); routes that need a user say so with `requireUser`.
 * The token is checked and its version compared with the user's row on every request; the row
 * comes from `identities` (decision 041) when kept, which every write that changes it empties
 * through its domain event: on this instance before the write answers, on the others when the
 * event reaches them — within IDENTITY_CACHE_MS at worst. Without `identities` the row is read
 * each time.
 */
async function callerPlugin(app: FastifyInstance, options: { identities: IdentityCache | null }) {
  const { identities } = options;
  const { tokens, metrics } = app;
  const reads = createIdentityReads(app.database.db);
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

  async function identityOf(userId: number) {
    if (!identities) return reads.read(userId);
    const kept = identities.get(userId);
    metrics.countCacheLookup(IDENTITY_CACHE, kept ? 'hit' : 'miss');
    if (kept) return kept;
    const since = identities.mark();
    const identity = await reads.read(userId);
    if (identity) identities.set(identity, since);
    return identity;
  }

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) return;
    const identity = await identityOf(claims.userId);
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
  decorators: { fastify: ['database', 'tokens', 'metrics'] },
});
