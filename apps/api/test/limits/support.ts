import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

/**
 * A write budget's refusal: 429, and the budget's sentence telling in whole minutes (rounded up
 * from `Retry-After`) when to try again, in place of its vague "잠시 후 다시 시도해주세요.".
 */
export function expectWriteRefused(
  response: Answer,
  refusal: string,
  maxRetryAfterSeconds: number,
) {
  expectTooMany(response, (response.json() as { message: string }).message, maxRetryAfterSeconds);
  const minutes = Math.ceil(Number(response.headers['retry-after']) / 60);
  const sentence = refusal.replace(/ 잠시 후 다시 시도해주세요\.$/, '');
  expect(sentence).not.toBe(refusal);
  expect((response.json() as { message: string }).message).toBe(
    `${sentence} ${SERVER_MESSAGES.retryInMinutes(minutes)}`,
  );
}

/** A refusal as a client sees it: 429, `Retry-After` in whole seconds, the Korean envelope. */
export function expectTooMany(response: Answer, message: string, maxRetryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 429, message, body: null });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterSeconds);
}

export async function rowCount(app: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await app.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A sign-up time old enough that the account is past its first day. */
export const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
