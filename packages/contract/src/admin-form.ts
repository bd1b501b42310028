import { z } from 'zod';

/**
 * A field of an admin edit form, which may send untouched fields empty: empty or absent both
 * mean "keep the current value".
 */
export const keptWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** The id of the edited item in an admin edit form. */
export const formIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);
