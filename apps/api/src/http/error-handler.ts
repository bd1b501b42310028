import { MESSAGES } from '@daengnyang/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope } from './envelope.ts';
import { HttpError } from './errors.ts';
import { isServiceUnavailable, sendServiceUnavailable } from './unavailable.ts';

/** Korean messages for the framework's own client errors. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.loginRequired,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.invalidRequest,
  413: '요청이 너무 큽니다. 파일 크기와 개수를 확인해주세요.',
  414: '요청 주소가 너무 깁니다.',
  415: '지원하지 않는 요청 형식입니다.',
  429: MESSAGES.tooManyRequests,
};

/**
 * One mapper from thrown errors to the envelope: typed errors keep their status and message,
 * schema failures become 400 with field errors, an unreachable database or a missed deadline
 * 503 with Retry-After, anything else is a 500 whose details stay in the log (method, route,
 * request id), never in the answer.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== null) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.status)
        .send(errorEnvelope(error.status, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        const messages = fieldErrors[field] ?? [];
        messages.push(issue.message ?? MESSAGES.invalidRequest);
        fieldErrors[field] = messages;
      }
      const first = error.validation[0]?.message;
      const message = first && /[가-힣]/.test(first) ? first : MESSAGES.invalidRequest;
      return reply.status(400).send(errorEnvelope(400, message, fieldErrors));
    }
    const failure = {
      err: error,
      method: request.method,
      route: request.routeOptions.url,
      reqId: request.id,
    };
    if (isServiceUnavailable(error)) {
      request.log.warn(failure, 'service unavailable');
      return sendServiceUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[status] ?? MESSAGES.invalidRequest;
      return reply.status(status).send(errorEnvelope(status, message));
    }
    request.log.error(failure, 'request failed');
    return reply.status(500).send(errorEnvelope(500, MESSAGES.serverError));
  });
}

/**
 * Errors the router raises before any route or hook runs (a path parameter past
 * maxParamLength, a malformed URL): answered in the envelope like every other refusal.
 * Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[status] ?? MESSAGES.invalidRequest;
  return reply.status(status).send(errorEnvelope(status, message));
}
