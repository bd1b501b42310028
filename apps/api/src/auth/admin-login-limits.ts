import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/errors.ts';
import { clientAddress, refuseTooMany } from '../http/limits/write-limits.ts';

/** Attempts per client address and minute before 429: slows password guessing. */
export const ADMIN_LOGIN_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  errorResponseBuilder: (_request, context) =>
    tooManyRequests(MESSAGES.tooManyRequests, Math.ceil(context.ttl / 1000), 'admin_login_address'),
} as const satisfies RateLimitOptions;

/**
 * Failed sign-ins per username, from any address, before 429: guessing from many addresses
 * (or behind a proxy that hides them) gets 10 tries a quarter-hour, about a thousand a day.
 * A window, not a lock: the budget comes back 15 minutes after the first failure.
 */
export const ADMIN_LOGIN_FAILURE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

/** How long an address that signed in stays exempt from its username's failure budget. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** The username as typed, trimmed and case-folded: `Admin ` and `admin` share one budget. */
function usernameOf(request: FastifyRequest): string {
  const { body } = request;
  const username =
    typeof body === 'object' && body !== null && 'username' in body ? body.username : '';
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/**
 * The per-username half of the sign-in limits (the per-address half is the route's rate-limit
 * config). Only failures count, so the administrator's own sign-ins never use the budget up.
 * Someone who fails ten times a quarter-hour on purpose could keep the administrator out; so
 * an address that signed in successfully within 30 days is exempt from its username's budget
 * (not from the per-address limit). Both are shared state (shared-state/): with Redis every
 * instance counts the same failures and knows the same addresses.
 */
export function createAdminLoginLimits(app: FastifyInstance) {
  const failures = app.createRateLimit({
    ...ADMIN_LOGIN_FAILURE_LIMIT,
    keyGenerator: (request) => `admin-login:${usernameOf(request)}`,
  });
  const knownAddresses = app.sharedState.flags;
  const knownKey = (request: FastifyRequest) =>
    `admin-known:${usernameOf(request)}\n${clientAddress(request)}`;

  return {
    /** Refuses with 429 while the username's failure budget is spent. */
    async check(request: FastifyRequest): Promise<void> {
      if (await knownAddresses.has(knownKey(request))) return;
      const state = await failures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        refuseTooMany(
          state.ttlInSeconds,
          SERVER_MESSAGES.tooManyLoginFailures,
          'admin_login_username',
        );
      }
    },
    async failed(request: FastifyRequest): Promise<void> {
      await failures(request);
    },
    async succeeded(request: FastifyRequest): Promise<void> {
      await knownAddresses.set(knownKey(request), KNOWN_ADDRESS_MS);
    },
  };
}
