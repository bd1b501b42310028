import { createHash, type Hash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@daengnyang/contract/idempotency-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimIdempotencyKey,
  deleteLapsedIdempotencyKeys,
  findIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from '../db/idempotency-keys.ts';
import { runUnderLease } from '../shared-state/leases.ts';
import { JSON_CONTENT_TYPE } from './envelope.ts';
import { badRequest, conflict, HttpError } from './errors.ts';

/**
 * The create calls a client may retry with an `Idempotency-Key` (issue 9): `METHOD url` as
 * the routes declare them. The app refuses to start when one of them is not registered, so a
 * renamed route cannot silently lose its protection.
 */
export const IDEMPOTENT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/communities',
  'POST /api/communities/:communityId/comments',
  'POST /api/foods/:foodId/comments',
  'POST /api/notice/:noticeId/comments',
]);

/** Marks an answer replayed for a retry: nothing ran (the write limits count nothing). */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Visible ASCII, as Stripe takes it; the draft's quoted form is one such value too. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a first answer is replayed (Stripe and the IETF draft's example: 24 h). */
const ANSWER_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a running attempt holds its key: well above a create call's time (the web client
 * gives up after 10 s), and short enough that a key held by a crashed instance frees itself.
 */
const RUNNING_TTL_SECONDS = 60;
const RETRY_AFTER_SECONDS = 1;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 5000;
/** A key freed between our claim and our read is claimed again, a few times at most. */
const CLAIM_TRIES = 3;

type KeyedRequest = {
  userId: number;
  key: string;
  /** Settles when the request body has been read to its end (null if it never was). */
  fingerprint: Promise<string | null>;
  /** This request's hold on the key, until its answer is saved or the key released. */
  claim: IdempotencyClaim | null;
};

/** Feeds `hash` the bytes written to it, with every `delimiter` left out, across chunks too. */
export function withoutDelimiter(hash: Hash, delimiter: Buffer) {
  let carry = Buffer.alloc(0);
  return {
    update(chunk: Buffer) {
      const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let start = 0;
      for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, start)) {
        hash.update(bytes.subarray(start, at));
        start = at + delimiter.length;
      }
      // A delimiter may begin in this chunk's last bytes and end in the next chunk.
      const kept = Math.max(start, bytes.length - (delimiter.length - 1));
      hash.update(bytes.subarray(start, kept));
      carry = Buffer.from(bytes.subarray(kept));
    },
    end() {
      hash.update(carry);
    },
  };
}

/**
 * The request's fingerprint: method, URL, media type and a SHA-256 of the body, hashed as the
 * body streams past whoever reads it (the JSON parser, or the multipart reader, which reads
 * the raw request itself), so no body is held in memory for it. A multipart body is hashed
 * without its boundary: a browser picks a new one each time it sends the same form.
 *
 * The tap pauses the stream first: a 'data' listener would otherwise start the flow before
 * the body's reader is attached, and that reader's `resume()` or `pipe()` starts it.
 */
function tapFingerprint(request: FastifyRequest): Promise<string | null> {
  const contentType = request.headers['content-type'] ?? '';
  const hash = createHash('sha256');
  hash.update(
    `${request.method} ${request.url}\n${contentType.split(';')[0]?.trim().toLowerCase()}\n`,
  );
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const body = boundary
    ? withoutDelimiter(hash, Buffer.from(`--${boundary}`))
    : { update: (chunk: Buffer) => hash.update(chunk), end: () => undefined };
  const raw = request.raw;
  raw.pause();
  return new Promise((resolve) => {
    raw.on('data', (chunk: Buffer | string) =>
      body.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
    );
    raw.once('end', () => {
      body.end();
      resolve(hash.digest('base64url'));
    });
    // After 'end' this changes nothing; before it, the body was cut off.
    raw.once('close', () => resolve(null));
  });
}

/** The fingerprint once the body is read: what the route left unread is read here. */
function fingerprintOf(request: FastifyRequest, keyed: KeyedRequest): Promise<string | null> {
  request.raw.resume();
  return keyed.fingerprint;
}

function isCreateCall(request: FastifyRequest): boolean {
  return IDEMPOTENT_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
}

/**
 * `Idempotency-Key` on the create calls (IETF draft "The Idempotency-Key HTTP Header Field",
 * with Stripe's behaviour where the draft leaves a choice), per signed-in member and key:
 *
 * - the first request claims the key with a running row (one `INSERT … ON CONFLICT`, so
 *   instances agree), runs, and a 2xx answer is kept with the request's fingerprint for 24 h;
 *   any other answer frees the key, so the client may retry with it;
 * - a retry with the same fingerprint gets the kept status and JSON again, with
 *   `Idempotent-Replayed: true`, and nothing runs; another fingerprint → 422;
 * - a retry while the first still runs → 409 with `Retry-After`; a running row of a crashed
 *   instance lapses after a minute.
 *
 * Without the header a call runs as it always did. Visitors are left to the route's
 * `requireUser`. Register before compression: onSend keeps the JSON as serialized. Expired
 * keys are deleted every `sweepEveryMs` (default 10 minutes), by one instance at a time.
 */
async function idempotency(app: FastifyInstance, options: { sweepEveryMs?: number | null }) {
  const { db } = app.database;
  const keyedRequests = new WeakMap<FastifyRequest, KeyedRequest>();

  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
  });
  app.addHook('onReady', async () => {
    const missing = [...IDEMPOTENT_ROUTES].filter((route) => !registered.has(route));
    if (missing.length > 0) {
      throw new Error(`Idempotent create calls not registered: ${missing.join(', ')}`);
    }
  });

  // The caller is resolved by an earlier onRequest hook; no body has been read yet.
  app.addHook('onRequest', async (request) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || request.caller.kind !== 'user' || !isCreateCall(request)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest(IDEMPOTENCY_MESSAGES.idempotencyKeyInvalid);
    }
    keyedRequests.set(request, {
      userId: request.caller.userId,
      key,
      fingerprint: tapFingerprint(request),
      claim: null,
    });
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const keyed = keyedRequests.get(request);
    if (keyed === undefined) return;
    const { userId, key } = keyed;
    for (let tries = 0; tries < CLAIM_TRIES; tries += 1) {
      keyed.claim = await claimIdempotencyKey(db, { userId, key, ttlSeconds: RUNNING_TTL_SECONDS });
      if (keyed.claim !== null) return;
      const stored = await findIdempotencyKey(db, userId, key);
      if (stored === null) continue;
      if (stored.state === 'running') break;
      if ((await fingerprintOf(request, keyed)) !== stored.fingerprint) {
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.idempotencyKeyReused);
      }
      return reply
        .status(stored.status)
        .header('content-type', JSON_CONTENT_TYPE)
        .header(REPLAYED_HEADER, 'true')
        .send(stored.body);
    }
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw conflict(IDEMPOTENCY_MESSAGES.idempotencyKeyInProgress);
  });

  // Every answer of a claimed attempt passes here once, errors included.
  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = keyedRequests.get(request);
    const claim = keyed?.claim;
    if (keyed === undefined || claim == null) return payload;
    keyed.claim = null;
    try {
      const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
      const answer = succeeded && typeof payload === 'string' ? payload : null;
      const fingerprint = answer === null ? null : await fingerprintOf(request, keyed);
      if (answer !== null && fingerprint !== null) {
        await saveIdempotentAnswer(db, claim, {
          fingerprint,
          status: reply.statusCode,
          body: answer,
          ttlSeconds: ANSWER_TTL_SECONDS,
        });
      } else {
        await releaseIdempotencyKey(db, claim);
      }
    } catch (error) {
      // The write itself succeeded or failed already; a retry after the running row lapses
      // runs again, as without a key.
      request.log.warn({ err: error, reqId: request.id }, 'idempotency key not recorded');
    }
    return payload;
  });

  runUnderLease(app, {
    name: 'idempotency-key-expiry',
    everyMs: options.sweepEveryMs ?? SWEEP_INTERVAL_MS,
    firstAfterMs: SWEEP_INTERVAL_MS,
    async run() {
      while ((await deleteLapsedIdempotencyKeys(db, SWEEP_BATCH)) === SWEEP_BATCH);
    },
  });
}

export default fp(idempotency, {
  name: 'idempotency',
  dependencies: ['resolve-caller'],
  decorators: { fastify: ['database'] },
});
