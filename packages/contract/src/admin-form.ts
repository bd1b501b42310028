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
