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
 * A field's message after the field was edited. A message is shown when the form is sent; from
 * then on it follows the field: the current reason while the value is still wrong, none as soon
 * as it is right (a message that stayed red over a fixed field was the review form's bug). A
 * field without a message stays quiet until the next send.
 */
export function recheckField<T>(
  schema: z.ZodType<T>,
  value: unknown,
  shown: string | null,
): string | null {
  if (shown === null) return null;
  const checked = checkField(schema, value);
  return checked.ok ? null : checked.message;
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
