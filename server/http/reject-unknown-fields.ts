import { z } from 'zod';

/**
 * True for a plain `z.object(...)`, which would silently strip unknown keys. A request body with
 * fields the endpoint does not know is a client mistake (a typo, an outdated client), so the
 * wrapper answers 400 naming them instead. A schema that opts in to extra keys (`z.looseObject`,
 * `.catchall(...)`) or is already strict is left as declared. Only the top level is checked:
 * nested objects should be declared with `z.strictObject`.
 */
export function stripsUnknownFields(schema: z.ZodType): schema is z.ZodObject {
  return schema instanceof z.ZodObject && schema._zod.def.catchall === undefined;
}

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

/** The schema the wrapper validates a body with (a strict copy of a plain object, made once). */
export function rejectUnknownFields<T extends z.ZodType>(schema: T): T {
  if (!stripsUnknownFields(schema)) return schema;
  let strict = strictCopies.get(schema);
  if (!strict) {
    strict = schema.strict();
    strictCopies.set(schema, strict);
  }
  // Same shape, so the same input and output types; only unknown keys are now refused.
  return strict as unknown as T;
}
