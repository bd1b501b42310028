import { Socket } from 'node:net';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { errorEnvelope } from './envelope.ts';

/**
 * When a client may try again: a pooled connection is opened afresh on the next request, so
 * a database that is back serves at once; a few seconds spare a struggling one a retry storm.
 */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 in the envelope, with Retry-After: the request was fine, the server cannot serve now.
 * `body` says why where a caller may read it (the readiness probe's checks); null elsewhere.
 */
export function sendServiceUnavailable(
  reply: FastifyReply,
  body: object | null = null,
): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ ...errorEnvelope(503, SERVER_MESSAGES.serviceUnavailable), body });
}

/**
 * Whether a failed request should be answered 503: the database was unreachable or gave up,
 * or the request ran past its deadline (Fastify's `handlerTimeout`).
 */
export function isServiceUnavailable(error: FastifyError | Error): boolean {
  return (
    ('code' in error && error.code === 'FST_ERR_HANDLER_TIMEOUT') || isDatabaseUnavailable(error)
  );
}

/**
 * How the server behaves once it starts closing (server.ts, on SIGTERM): requests still under
 * way finish; a request that arrives on an open keep-alive connection is refused with the
 * envelope's 503 (Fastify's own closing answer is not the envelope); and every connection is
 * closed after its answer, or the HTTP server would wait for idle keep-alive connections to
 * time out before it could close.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendServiceUnavailable(reply.header('connection', 'close'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    // Injected requests (tests) have no socket to close.
    if (closing && request.raw.socket instanceof Socket) request.raw.socket.end();
  });
}
