import type { z } from 'zod';

/** A field checked by its contract schema: the value to send, or the first Korean message. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Validates one value with the same schema the server applies, so the browser shows the
 * server's message and sends the normalised (trimmed, NFC) value the server would store.
 */
export function checkField<T>(schema: z.ZodType<T>, value: unknown): FieldCheck<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

/**
 * The `.max()` of a contract string schema, for an input's `maxLength`: the limit is written
 * once, in the contract. A schema without one is a programming error, not a user's.
 */
export function maxLengthOf(schema: z.ZodString): number {
  const max = schema.maxLength;
  if (max === null) throw new Error('The contract schema has no maximum length.');
  return max;
}
