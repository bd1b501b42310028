import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from './limits/settings.ts';

/**
 * A request id worth keeping: what proxies send (nginx's `$request_id`: 32 hex digits; UUIDs;
 * load balancers' trace ids), with nothing that could break a log line or a header.
 */
const SANE_REQUEST_ID = /^[\w.:+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: every request's id, in each of its log lines (`reqId`). Behind a proxy
 * (TRUST_PROXY set) the proxy's `X-Request-Id` is kept when it looks like one, so the proxy's
 * access log and this server's lines meet; otherwise a fresh UUID — unique across instances,
 * unlike Fastify's per-process counter. Without a proxy the header is a client's and is ignored.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const fromProxy = trustProxy !== false;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return fromProxy && typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)
      ? incoming
      : randomUUID();
  };
}

/** Every answer names its request (`X-Request-Id`): a user's report can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
