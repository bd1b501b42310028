import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signedIn } from '../../auth/caller.ts';
import { NOTIFICATION_STREAM_ROUTE } from '../../modules/notifications/routes.ts';
import { tooManyRequests } from '../errors.ts';
import { REPLAYED_HEADER } from '../idempotency.ts';
import { PAGES_ROUTE } from '../pages.ts';
import { isPageRenderCall } from './page-render-calls.ts';
import {
  type LimitSettings,
  WRITE_LIMIT_KINDS,
  type WriteLimitKind,
  type WriteLimits,
} from './settings.ts';
import { checkUploadsOnFirstFile, hasCarriedFiles } from './upload-budget.ts';

type LimitedCall = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  kinds: readonly WriteLimitKind[];
};

/**
 * Which limits each call counts against, by method and URL as its route is registered: the one
 * place that attaches limits, so route files stay as they are. `uploads` counts a call only
 * when it carried a file (upload-budget.ts); a text-only form or a JSON body is not an upload.
 * Notice comments count as comments, food reviews as reviews, unlikes as likes, reports as
 * reports.
 */
const LIMITED_CALLS: readonly LimitedCall[] = [
  { method: 'POST', url: '/api/communities', kinds: ['posts', 'uploads'] },
  { method: 'POST', url: '/api/communities/:communityId/comments', kinds: ['comments'] },
  { method: 'POST', url: '/api/communities/:communityId/like', kinds: ['likes'] },
  { method: 'DELETE', url: '/api/communities/:communityId/dislike', kinds: ['likes'] },
  { method: 'POST', url: '/api/foods/:foodId/comments', kinds: ['reviews', 'uploads'] },
  { method: 'POST', url: '/api/foods/:foodId/like', kinds: ['likes'] },
  { method: 'DELETE', url: '/api/foods/:foodId/dislike', kinds: ['likes'] },
  { method: 'POST', url: '/api/foods/:foodId/:foodCommentId/like', kinds: ['likes'] },
  { method: 'DELETE', url: '/api/foods/:foodId/:foodCommentId/dislike', kinds: ['likes'] },
  { method: 'POST', url: '/api/notice/:noticeId/comments', kinds: ['comments', 'uploads'] },
  { method: 'POST', url: '/api/notice/:noticeId/like', kinds: ['likes'] },
  { method: 'POST', url: '/notice/:noticeId/like', kinds: ['likes'] },
  { method: 'DELETE', url: '/api/notice/:noticeId/dislike', kinds: ['likes'] },
  { method: 'PUT', url: '/api/mypage/user/image', kinds: ['uploads'] },
  { method: 'POST', url: '/api/reports', kinds: ['reports'] },
  // Edits have their own budget, so fixing a typo never costs a new member their next post;
  // new pictures still count as uploads (decision 029).
  { method: 'PUT', url: '/api/communities/:communityId', kinds: ['edits', 'uploads'] },
  { method: 'PUT', url: '/api/communities/comments/:commentId', kinds: ['edits'] },
  { method: 'PUT', url: '/api/foods/comments/:commentId', kinds: ['edits', 'uploads'] },
  { method: 'PUT', url: '/api/notice/comments/:commentId', kinds: ['edits', 'uploads'] },
  // A report's status change empties the boards' caches and records an event: an edit too.
  { method: 'PATCH', url: '/api/pet-reports/:postId', kinds: ['edits'] },
];
const KINDS_BY_CALL = new Map(
  LIMITED_CALLS.map(({ method, url, kinds }) => [`${method} ${url}`, kinds]),
);

const REFUSALS: Record<WriteLimitKind, string> = {
  posts: SERVER_MESSAGES.tooManyPosts,
  comments: SERVER_MESSAGES.tooManyComments,
  reviews: SERVER_MESSAGES.tooManyReviews,
  likes: SERVER_MESSAGES.tooManyLikes,
  uploads: SERVER_MESSAGES.tooManyUploads,
  reports: SERVER_MESSAGES.tooManyReports,
  edits: SERVER_MESSAGES.tooManyEdits,
};

/**
 * Anonymous calls counted per address: the API, the OAuth flow, the share cards (drawn on the
 * server, CPU-heavy) and the pages (one count per page, whatever the render asks of the API
 * in-process: page-render-calls.ts); not stored images or the web app's files, nor the
 * notification stream, opened with a member's single-use ticket and held open for hours.
 */
const ANONYMOUS_COUNTED_PREFIXES = ['/api/', '/oauth2/', '/login/oauth2/', '/og/'];
const countsAsAnonymousCall = (url: string | undefined): boolean =>
  url !== undefined &&
  url !== NOTIFICATION_STREAM_ROUTE &&
  (url === PAGES_ROUTE || ANONYMOUS_COUNTED_PREFIXES.some((prefix) => url.startsWith(prefix)));

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
/** One counter and what a refused caller reads; `name` labels its refusals in `/metrics`. */
type Budget = { name: string; limiter: Limiter; refusal: string };

/**
 * The client's address as a key, the one key function of every per-address limit: the address
 * TRUST_PROXY lets Fastify derive (request.ip), and an IPv6 client's whole /64 as one key.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/**
 * 429 with `Retry-After` in seconds and a Korean sentence in the envelope; `limit` names the
 * limit in `/metrics`.
 */
export function refuseTooMany(retryAfterSeconds: number, message: string, limit: string): never {
  throw tooManyRequests(message, Math.max(1, retryAfterSeconds), limit);
}

/** The vague ending of the budgets' sentences, which a write refusal makes exact. */
const TRY_AGAIN_LATER = ' 잠시 후 다시 시도해주세요.';

/**
 * A write budget's refusal with when to try again: the budget's own sentence, its vague
 * "잠시 후 다시 시도해주세요." replaced by `N분 후에 다시 시도해 주세요.` (whole minutes, rounded
 * up, as `Retry-After` in seconds).
 */
export function refusalWithRetryTime(refusal: string, retryAfterSeconds: number): string {
  const sentence = refusal.endsWith(TRY_AGAIN_LATER)
    ? refusal.slice(0, -TRY_AGAIN_LATER.length)
    : refusal;
  return `${sentence} ${SERVER_MESSAGES.retryInMinutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)))}`;
}

/** Refuses the call if any of the budgets is spent; counts nothing. */
async function check(request: FastifyRequest, budgets: Budget[], withRetryTime: boolean) {
  for (const { name, limiter, refusal } of budgets) {
    const state = await limiter(request, { increment: false });
    if (!state.isAllowed && state.remaining === 0) {
      const message = withRetryTime ? refusalWithRetryTime(refusal, state.ttlInSeconds) : refusal;
      refuseTooMany(state.ttlInSeconds, message, name);
    }
  }
}

/** Spends one call of every budget, or none: a refused call does not use up the others. */
async function spend(request: FastifyRequest, budgets: Budget[]) {
  await check(request, budgets, false);
  for (const { name, limiter, refusal } of budgets) {
    const state = await limiter(request);
    // Only a concurrent call of the same address can have taken the last one meanwhile.
    if (!state.isAllowed && state.isExceeded) refuseTooMany(state.ttlInSeconds, refusal, name);
  }
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');

/** A write that stored something: a 2xx that is not the replay of an earlier answer. */
const wasStored = (reply: FastifyReply) =>
  reply.statusCode >= 200 && reply.statusCode < 300 && !reply.hasHeader(REPLAYED_HEADER);

/**
 * Per-member write limits and the per-address cap on anonymous calls, counted by
 * @fastify/rate-limit in the shared counters (shared-state/counters.ts): in this process's
 * memory without Redis, in Redis — one count for every instance — with it. Checked in an
 * onRequest hook once the caller is known and before any body is read, so a refused call
 * stores nothing. A write is counted once it was stored (decision 027), an anonymous call at
 * once. Members are keyed by the id in their token, never by anything in the path or body;
 * administrators are not limited (their sign-in is).
 */
async function limits(app: FastifyInstance, options: { settings: LimitSettings }) {
  const { writes, anonymousPerMinute } = options.settings;
  if (anonymousPerMinute > 0) {
    const budget: Budget = {
      name: 'anonymous',
      limiter: app.createRateLimit({
        max: anonymousPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `anonymous:${clientAddress(request)}`,
      }),
      refusal: MESSAGES.tooManyRequests,
    };
    app.addHook('onRequest', async (request) => {
      if (request.caller.kind !== 'anonymous' || isPageRenderCall(request)) return;
      if (!countsAsAnonymousCall(request.routeOptions.url)) return;
      await spend(request, [budget]);
    });
  }
  if (writes) addWriteLimits(app, writes);

  // A renamed route would silently lose its limits: the server refuses to start instead.
  app.addHook('onReady', async () => {
    for (const { method, url } of LIMITED_CALLS) {
      if (!app.hasRoute({ method, url })) {
        throw new Error(`write limits name ${method} ${url}, which no route serves`);
      }
    }
  });
}

/** Accounts younger than this write under the tighter budgets. */
const DAY_MS = 24 * 60 * 60 * 1000;

function addWriteLimits(app: FastifyInstance, writes: WriteLimits) {
  // Budgets share one store: each key names its budget (`write:posts:new:member:7`).
  const limiter = (budget: string, max: number, timeWindow: number) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `write:${budget}:member:${signedIn(request).userId}`,
    });
  // Object.fromEntries cannot know that every kind gets an entry; the map gives each one.
  const budgets = Object.fromEntries(
    WRITE_LIMIT_KINDS.map((kind) => {
      const { max, newAccountMax, windowMs } = writes[kind];
      const established: Budget = {
        name: kind,
        limiter: limiter(kind, max, windowMs),
        refusal: REFUSALS[kind],
      };
      const newAccount: Budget = {
        name: `new_account_${kind}`,
        limiter: limiter(`${kind}:new`, newAccountMax, windowMs),
        refusal: SERVER_MESSAGES.newAccountLimited,
      };
      return [kind, { established, newAccount }];
    }),
  ) as Record<WriteLimitKind, { established: Budget; newAccount: Budget }>;

  /** A checked call's budgets, counted when its answer shows it stored something. */
  const pending = new WeakMap<FastifyRequest, { writes: Budget[]; uploads: Budget | null }>();

  // Every budget but `uploads` is checked before the body is read; `uploads` at the first file.
  app.addHook('onRequest', async (request) => {
    const { caller } = request;
    if (caller.kind !== 'user' || caller.role === 'ROLE_ADMIN') return;
    const kinds = KINDS_BY_CALL.get(`${request.method} ${request.routeOptions.url}`) ?? [];
    if (kinds.length === 0) return;
    const isNew = Date.now() - caller.signedUpAt.getTime() < DAY_MS;
    const budgetOf = (kind: WriteLimitKind) =>
      isNew ? budgets[kind].newAccount : budgets[kind].established;
    const writes = kinds.filter((kind) => kind !== 'uploads').map(budgetOf);
    const uploads = kinds.includes('uploads') && isMultipart(request) ? budgetOf('uploads') : null;
    await check(request, writes, true);
    if (uploads) checkUploadsOnFirstFile(request, () => check(request, [uploads], true));
    pending.set(request, { writes, uploads });
  });

  /**
   * Counts a call once it stored something: not a refusal (4xx, a 409 included), not a failure,
   * not an idempotent replay, and `uploads` only when files came. Calls of one member racing
   * past the check are all stored and counted: the budget can be exceeded by that many.
   */
  app.addHook('onSend', async (request, reply, payload) => {
    const spending = pending.get(request);
    if (spending === undefined) return payload;
    pending.delete(request);
    if (!wasStored(reply)) return payload;
    const { writes, uploads } = spending;
    const counted = uploads && hasCarriedFiles(request) ? [...writes, uploads] : writes;
    for (const { limiter } of counted) await limiter(request);
    return payload;
  });
}

export default fp(limits, {
  name: 'limits',
  dependencies: ['resolve-caller', '@fastify/rate-limit'],
});
