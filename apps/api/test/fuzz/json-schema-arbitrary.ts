import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) the fuzzer draws values from. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Values mostly valid for `schema`, and often just outside it (a length past the maximum, a
 * number past the bounds, a missing required field), which is where validation goes wrong.
 */
export function valuesFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => valuesFor(choice, depth + 1)));
  }
  if (schema.allOf?.[0]) return valuesFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.string({
          unit: 'grapheme',
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 60),
        }),
        fc.string({ unit: 'binary', maxLength: (schema.maxLength ?? 30) + 2 }),
      );
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 50, 1e9) }),
        fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5),
      );
    case 'number':
      return fc.double({ noNaN: true, min: -1e12, max: 1e12 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valuesFor(schema.items ?? {}, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 3) + 1, 6),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(
        properties.map(([name, property]) => [name, valuesFor(property, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((name) => name in model);
      return fc.oneof(
        { weight: 9, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
