import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { idempotencyKeys } from './schema/idempotency.ts';

/** A member's key as held by one attempt (a random id per claim). */
export type IdempotencyClaim = { userId: number; key: string; attempt: string };

export type StoredIdempotencyKey =
  | { state: 'running' }
  | { state: 'answered'; fingerprint: string; status: number; body: string };

/** The database's clock, so that every instance agrees on when a row lapses. */
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const byKey = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
const byClaim = ({ userId, key, attempt }: IdempotencyClaim) =>
  and(byKey(userId, key), eq(idempotencyKeys.attempt, attempt));

/**
 * Claims a member's key for a new attempt, in one statement so that concurrent requests on
 * any instance agree on a single winner: a new key, or one whose row has lapsed. Null when
 * another attempt holds it or its answer is kept.
 */
export async function claimIdempotencyKey(
  db: Executor,
  { userId, key, ttlSeconds }: { userId: number; key: string; ttlSeconds: number },
): Promise<IdempotencyClaim | null> {
  const attempt = randomUUID();
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, attempt, expiresAt: secondsFromNow(ttlSeconds) })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        attempt,
        fingerprint: null,
        responseStatus: null,
        responseBody: null,
        expiresAt: sql`excluded.expires_at`,
        createdAt: sql`now()`,
      },
      setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
    })
    .returning({ attempt: idempotencyKeys.attempt });
  return claimed.length > 0 ? { userId, key, attempt } : null;
}

export async function findIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<StoredIdempotencyKey | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(byKey(userId, key))
    .limit(1);
  if (row === undefined) return null;
  const { fingerprint, status, body } = row;
  if (fingerprint === null || status === null || body === null) return { state: 'running' };
  return { state: 'answered', fingerprint, status, body };
}

/** Keeps the claimed attempt's answer for retries, unless another attempt took the key over. */
export async function saveIdempotentAnswer(
  db: Executor,
  claim: IdempotencyClaim,
  answer: { fingerprint: string; status: number; body: string; ttlSeconds: number },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      fingerprint: answer.fingerprint,
      responseStatus: answer.status,
      responseBody: answer.body,
      expiresAt: secondsFromNow(answer.ttlSeconds),
    })
    .where(byClaim(claim));
}

/** Frees the key of a failed attempt, so that the client may retry with it. */
export async function releaseIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(byClaim(claim));
}

/** Deletes at most `limit` lapsed rows; answers how many went. */
export async function deleteLapsedIdempotencyKeys(db: Executor, limit: number): Promise<number> {
  const lapsed = db
    .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, sql`now()`))
    .limit(limit);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${lapsed})`)
    .returning({ userId: idempotencyKeys.userId });
  return deleted.length;
}
