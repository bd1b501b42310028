import type { z } from 'zod';

/** The message shown under each field that is wrong. */
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form's input checked by its contract schema: what to send, or what to fix. */
export type Checked<Fields, Field extends string> =
  | { ok: true; fields: Fields }
  | { ok: false; errors: FormErrors<Field> };

/**
 * Parses a form's input with the contract schema the server applies, so the form shows the
 * server's Korean messages: the first issue of each of `fields`, after any message the form
 * already found itself (`found`, for rules only the form knows, such as "at least one image").
 */
export function checkForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: unknown,
  fields: readonly Field[],
  found: FormErrors<Field> = {},
): Checked<z.output<Schema>, Field> {
  const parsed = schema.safeParse(input);
  const errors = { ...found };
  for (const issue of parsed.error?.issues ?? []) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, fields: parsed.data }
    : { ok: false, errors };
}

/**
 * The form's messages after a field was edited, given the input checked again: each message
 * already shown follows its field (the current reason while still wrong, gone as soon as it is
 * right); a field without one stays quiet until the next send. See `recheckField`.
 */
export function recheckShown<Field extends string>(
  fields: readonly Field[],
  shown: FormErrors<Field>,
  checked: Checked<unknown, Field>,
): FormErrors<Field> {
  const kept: FormErrors<Field> = {};
  for (const field of fields) {
    const message = checked.ok ? undefined : checked.errors[field];
    if (shown[field] !== undefined && message !== undefined) kept[field] = message;
  }
  return kept;
}
