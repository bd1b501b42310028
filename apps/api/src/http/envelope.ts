import { envelopeSchema, SUCCESS_MESSAGE } from '@daengnyang/contract/envelope';
import type { z } from 'zod';

/** The success envelope of wire-contract §1. */
export function ok<T>(body: T): { code: 200; message: string; body: T } {
  return { code: 200, message: SUCCESS_MESSAGE, body };
}

/** Response schema map for a route that answers 200 with `body`. */
export function okResponse<T extends z.ZodType>(body: T) {
  return { 200: envelopeSchema(body) };
}

export function errorEnvelope(
  status: number,
  message: string,
  body: Record<string, string[]> | null = null,
) {
  return { code: status, message, body };
}
