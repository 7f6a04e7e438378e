import type { SchemaObject } from '@/server/http/openapi/openapi-types';
import { resolvePointer } from './json-pointer';

/*
 * What a JSON Schema of the OpenAPI document says a value may be, enough to build a value it
 * certainly refuses: a value of another JSON type, a string past maxLength, a number past its
 * bounds. "unknown" means the schema accepts anything (or says too little to be sure).
 */

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';
const ALL_TYPES: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'];

export function resolveSchema(schema: SchemaObject | boolean | undefined, document: unknown, depth = 0): SchemaObject | undefined {
  if (schema === undefined || typeof schema === 'boolean' || depth > 8) return undefined;
  if (schema.$ref) return resolveSchema(resolvePointer(document, schema.$ref) as SchemaObject | undefined, document, depth + 1);
  if (schema.allOf?.length === 1) return resolveSchema(schema.allOf[0], document, depth + 1);
  return schema;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema accepts, or "unknown" when it may accept any. */
export function acceptedTypes(schema: SchemaObject | boolean | undefined, document: unknown, depth = 0): Set<JsonType> | 'unknown' {
  const resolved = resolveSchema(schema, document);
  if (!resolved || depth > 8) return 'unknown';
  if (resolved.const !== undefined) return new Set([typeOfValue(resolved.const)]);
  if (resolved.enum) return new Set(resolved.enum.map(typeOfValue));
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) {
    const union = new Set<JsonType>();
    for (const variant of variants) {
      const types = acceptedTypes(variant, document, depth + 1);
      if (types === 'unknown') return 'unknown';
      for (const type of types) union.add(type);
    }
    return union;
  }
  if (resolved.type === undefined) return resolved.properties ? new Set(['object']) : 'unknown';
  const types = new Set(Array.isArray(resolved.type) ? (resolved.type as JsonType[]) : [resolved.type as JsonType]);
  // An integer is a number; a number schema accepts integers.
  if (types.has('number')) types.add('integer');
  return types;
}

const SAMPLE_OF_TYPE: Record<JsonType, unknown> = {
  string: 'not-this-type',
  number: 1.5,
  integer: 7,
  boolean: true,
  null: null,
  array: ['x'],
  object: { zz: 1 },
};

/** Values of JSON types the schema refuses; empty when it may accept any type. */
export function wrongTypeValues(schema: SchemaObject | boolean | undefined, document: unknown): unknown[] {
  const accepted = acceptedTypes(schema, document);
  if (accepted === 'unknown') return [];
  return ALL_TYPES.filter((type) => !accepted.has(type) && !(type === 'integer' && accepted.has('number'))).map((type) => SAMPLE_OF_TYPE[type]);
}

/** Values outside the declared bounds of a string or number schema (none when it has no bounds). */
export function outOfBoundsValues(schema: SchemaObject | boolean | undefined, document: unknown): unknown[] {
  const resolved = resolveSchema(schema, document);
  if (!resolved || resolved.enum || resolved.const !== undefined || resolved.anyOf || resolved.oneOf) return [];
  const type = Array.isArray(resolved.type) ? undefined : resolved.type;
  if (type === 'string' && typeof resolved.maxLength === 'number') return ['x'.repeat(resolved.maxLength + 1), 'x'.repeat(resolved.maxLength + 5_000)];
  if (type === 'integer' || type === 'number') {
    // Past the safe integers no integer schema accepts them; a plain number schema might.
    const values: unknown[] = type === 'integer' ? [2 ** 53 + 2, -(2 ** 53) - 2, 1e300] : [];
    if (typeof resolved.maximum === 'number') values.push(resolved.maximum + 1);
    if (typeof resolved.exclusiveMaximum === 'number') values.push(resolved.exclusiveMaximum);
    if (typeof resolved.minimum === 'number') values.push(resolved.minimum - 1);
    return values;
  }
  if (type === 'array' && typeof resolved.maxItems === 'number') return [Array.from({ length: resolved.maxItems + 1 }, () => null)];
  return [];
}

export interface BodySlot {
  /** Property names from the body's root to this value. */
  path: string[];
  schema: SchemaObject | undefined;
  /** The object holding it is strict (additionalProperties: false). */
  parentStrict: boolean;
}

/** Every property a body schema declares, nested objects included (to a few levels). */
export function bodySlots(schema: SchemaObject | boolean | undefined, document: unknown, path: string[] = [], depth = 0): BodySlot[] {
  const resolved = resolveSchema(schema, document);
  if (!resolved?.properties || depth > 3) return [];
  const strict = resolved.additionalProperties === false;
  return Object.entries(resolved.properties).flatMap(([name, property]) => {
    const child = typeof property === 'boolean' ? undefined : property;
    return [{ path: [...path, name], schema: child, parentStrict: strict }, ...bodySlots(child, document, [...path, name], depth + 1)];
  });
}

/** Properties a strict object requires, with their paths. */
export function requiredSlots(schema: SchemaObject | boolean | undefined, document: unknown): string[][] {
  const resolved = resolveSchema(schema, document);
  if (!resolved?.properties) return [];
  return (resolved.required ?? []).map((name) => [name]);
}

/** The body with `value` set at `path`, creating objects on the way. */
export function setAt(body: unknown, path: readonly string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = body !== null && typeof body === 'object' && !Array.isArray(body) ? structuredClone(body as Record<string, unknown>) : {};
  let current = root;
  path.forEach((name, index) => {
    if (index === path.length - 1) {
      current[name] = value;
      return;
    }
    const next = current[name];
    const child = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : {};
    current[name] = child;
    current = child;
  });
  return root;
}
