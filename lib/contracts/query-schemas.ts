import { z } from 'zod';

/*
 * Query values arrive as strings (or string arrays when a key repeats). These helpers turn them
 * into typed values and refuse anything sloppy, with messages a client developer can act on.
 * They are built with z.preprocess so the OpenAPI document shows the target type
 * (integer, boolean, array) rather than "string".
 * Make a parameter optional with .optional() or give it a .default(...): a missing key is then
 * accepted, while an empty value ("?page=") is still refused.
 */

const INTEGER = /^-?\d+$/;

/** A whole number within bounds: "12" → 12; "12abc", "1.5", "1e3" and "" are refused. */
export function queryInt(bounds: { min?: number; max?: number } = {}) {
  let schema = z.int({ error: 'Expected a whole number.' });
  if (bounds.min !== undefined) schema = schema.min(bounds.min, { error: `Must be at least ${bounds.min}.` });
  if (bounds.max !== undefined) schema = schema.max(bounds.max, { error: `Must be at most ${bounds.max}.` });
  return z.preprocess((value) => (typeof value === 'string' && INTEGER.test(value) ? Number(value) : value), schema);
}

const TRUE_VALUES = new Set(['true', '1']);
const FALSE_VALUES = new Set(['false', '0']);

/** "true"/"1" → true, "false"/"0" → false; anything else ("yes", "", "TRUE ") is refused. */
export function queryBoolean() {
  return z.preprocess(
    (value) => (typeof value === 'string' && TRUE_VALUES.has(value) ? true : typeof value === 'string' && FALSE_VALUES.has(value) ? false : value),
    z.boolean({ error: 'Expected true, false, 1 or 0.' }),
  );
}

/**
 * One value or a repeated key ("?codes=a&codes=b", "?codes[]=a") → an array of items (spec §5:
 * array parameters may arrive single). Empty values are dropped, as the client drops them.
 */
export function queryArray<T extends z.ZodType>(item: T, bounds: { maxItems?: number } = {}) {
  let schema = z.array(item);
  if (bounds.maxItems !== undefined) schema = schema.max(bounds.maxItems, { error: `At most ${bounds.maxItems} values.` });
  return z.preprocess((value) => {
    if (typeof value === 'string') return value === '' ? [] : [value];
    if (Array.isArray(value)) return value.filter((entry) => entry !== '');
    return value;
  }, schema);
}

/** One of a fixed set of values; a repeated key is refused. */
export function queryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Expected one of: ${values.join(', ')}.` });
}
