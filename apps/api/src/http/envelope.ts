import { envelopeSchema, SUCCESS_MESSAGE } from '@daengnyang/contract/envelope';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CachedPayload } from '../shared-state/tagged-cache.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The success envelope of wire-contract §1. */
export function ok<T>(body: T): { code: 200; message: string; body: T } {
  return { code: 200, message: SUCCESS_MESSAGE, body };
}

/** Response schema map for a route that answers 200 with `body`. */
export function okResponse<T extends z.ZodType>(body: T) {
  return { 200: envelopeSchema(body) };
}

/** Envelope schemas by body schema: building a zod schema costs more than encoding a list. */
const envelopeSchemas = new WeakMap<z.ZodType, z.ZodType>();

function keptEnvelopeSchema(body: z.ZodType): z.ZodType {
  const known = envelopeSchemas.get(body);
  if (known !== undefined) return known;
  const schema = envelopeSchema(body);
  envelopeSchemas.set(body, schema);
  return schema;
}

/**
 * The success envelope as the route's serializer writes it (the contract schema's encoding, then
 * JSON), for an answer that is kept and sent as its bytes (http/kept-encodings.ts).
 */
export function okPayload<T extends z.ZodType>(
  body: T,
  value: z.output<T>,
): CachedPayload & { body: string } {
  return {
    body: JSON.stringify(z.encode(keptEnvelopeSchema(body), ok(value))),
    contentType: JSON_CONTENT_TYPE,
  };
}

/**
 * Sends an encoded answer as it is: it is not serialized again, and the response cache
 * (http/response-cache.ts) keeps it like a serialized answer.
 */
export function sendEncoded(reply: FastifyReply, answer: CachedPayload) {
  return reply.header('content-type', answer.contentType).send(answer.body);
}

export function errorEnvelope(
  status: number,
  message: string,
  body: Record<string, string[]> | null = null,
) {
  return { code: status, message, body };
}
