import { MESSAGES } from '@daengnyang/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Restriction } from '../modules/sanctions/repository.ts';
import { formatSeoulDateTime } from './dates.ts';
import { forbidden } from './errors.ts';

/** Calls that are not reads: what a write ban refuses, decided from each route's method. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signing in and out stays open under every sanction: a suspended member must be able to sign
 * in again to read the notice and appeal (decision 027). The providers' code flows are GETs
 * outside /api/, which no sanction refuses; the stand-in exists outside production only.
 */
const SIGN_IN_AND_OUT = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /oauth2/dev/:provider',
];
const OPTIONAL_ROUTES = new Set(['POST /oauth2/dev/:provider']);

/**
 * Writes a write-banned member may still make: sign-in and sign-out, the appeal, withdrawal
 * (leaving the service is a right no sanction takes away: 개인정보 보호법 §37), blocking
 * (protection from others, which publishes nothing), the view counts a read sends
 * (reading stays allowed) and their own notifications' upkeep (read marks, preferences, the
 * stream's ticket), which publishes nothing either.
 */
const OPEN_UNDER_WRITE_BAN = new Set([
  ...SIGN_IN_AND_OUT,
  'POST /api/notifications/read',
  'PUT /api/notifications/preferences',
  'POST /api/notifications/stream-ticket',
  'POST /api/sanctions/:sanctionId/appeal',
  'DELETE /api/mypage/user',
  'POST /api/blocks/:userId',
  'DELETE /api/blocks/:userId',
  'POST /api/communities/:categoryId/:communityId',
  'POST /api/notice/:categoryId/:noticeId',
]);

/**
 * Calls a suspended member may still make: sign-in and sign-out, the principal (which tells
 * the web app to show the notice), the sanction notice, the appeal and withdrawal.
 */
const OPEN_UNDER_SUSPENSION = new Set([
  ...SIGN_IN_AND_OUT,
  'GET /api/account/principal',
  'GET /api/sanctions/me',
  'POST /api/sanctions/:sanctionId/appeal',
  'DELETE /api/mypage/user',
]);

/** The route as registered, `GET /api/x/:id`; a HEAD is its GET route. */
const routeKey = (request: FastifyRequest): string | null => {
  const { url } = request.routeOptions;
  if (url === undefined) return null;
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
};

/** The API's own documentation: public static pages, not a member's call. */
const DOCUMENTATION_PREFIX = '/api/docs';

/**
 * What a suspension refuses: every API call but the documentation, and any write outside the
 * API (the legacy like).
 */
const isMemberCall = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? '';
  return (
    (url.startsWith('/api/') && !url.startsWith(DOCUMENTATION_PREFIX)) ||
    WRITE_METHODS.has(request.method)
  );
};

/** Whether the restriction refuses this call. */
export function refuses(restriction: Restriction, request: FastifyRequest): boolean {
  const key = routeKey(request);
  if (key === null) return false;
  if (restriction.type === 'suspension') {
    return isMemberCall(request) && !OPEN_UNDER_SUSPENSION.has(key);
  }
  return WRITE_METHODS.has(request.method) && !OPEN_UNDER_WRITE_BAN.has(key);
}

/** `활동이 제한된 계정입니다. (YYYY-MM-DD까지)`, the end as a date in the site's time zone. */
export const sanctionedMessage = (until: Date | null) =>
  MESSAGES.sanctioned(until === null ? null : formatSeoulDateTime(until).slice(0, 10));

/**
 * Enforces write bans and suspensions on every route in one place (decision 027): the
 * caller's restriction comes with the caller check's own query (auth/caller-plugin.ts), so a
 * signed-in call costs no extra round trip; a refused call answers 403 before its limits are
 * counted or its body is read. Which calls stay open is the two lists above; every other
 * route is judged by its method and path as registered, so a new write route is covered
 * without being named anywhere.
 */
async function sanctionGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const { caller } = request;
    if (caller.kind !== 'user' || caller.restriction === null) return;
    if (refuses(caller.restriction, request)) {
      throw forbidden(sanctionedMessage(caller.restriction.until));
    }
  });

  // A renamed route would silently fall under the sanction: the server refuses to start.
  app.addHook('onReady', async () => {
    for (const key of new Set([...OPEN_UNDER_WRITE_BAN, ...OPEN_UNDER_SUSPENSION])) {
      const [method = '', url = ''] = key.split(' ');
      if (!app.hasRoute({ method, url }) && !OPTIONAL_ROUTES.has(key)) {
        throw new Error(`sanction guard names ${key}, which no route serves`);
      }
    }
  });
}

export default fp(sanctionGuard, {
  name: 'sanction-guard',
  dependencies: ['resolve-caller'],
});
