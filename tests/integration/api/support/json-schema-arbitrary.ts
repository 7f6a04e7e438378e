import fc from 'fast-check';
import type { SchemaObject } from '@/server/http/openapi/openapi-types';
import { resolvePointer } from './json-pointer';

const MAX_DEPTH = 4;

/**
 * Values shaped like a JSON Schema of the OpenAPI document (mostly valid ones), so that fuzzed
 * requests get past validation and reach the handlers, not only the validators.
 * Covers the keywords z.toJSONSchema emits; anything else falls back to any JSON value.
 */
export function arbitraryFromSchema(schema: SchemaObject | boolean | undefined, document: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || typeof schema === 'boolean' || depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 2 });
  if (schema.$ref) return arbitraryFromSchema(resolvePointer(document, schema.$ref) as SchemaObject | undefined, document, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => arbitraryFromSchema(variant, document, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryFromSchema(schema.allOf[0], document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : undefined;
  if (!type) return schema.properties ? objectArbitrary(schema, document, depth) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...type.map((one) => typedArbitrary(one, schema, document, depth)));
}

function typedArbitrary(type: string, schema: SchemaObject, document: unknown, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: bound(schema.minimum, schema.exclusiveMinimum, 1, -1_000_000), max: bound(schema.maximum, schema.exclusiveMaximum, -1, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(schema.items) ? undefined : schema.items;
      return fc.array(arbitraryFromSchema(items, document, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)) });
    }
    case 'object':
      return objectArbitrary(schema, document, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(inclusive: number | undefined, exclusive: number | boolean | undefined, step: number, fallback: number): number {
  if (typeof exclusive === 'number') return exclusive + step;
  const value = inclusive ?? fallback;
  return Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, Math.trunc(value)));
}

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    default:
      break;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings still exercise validation.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 30)) });
}

function objectArbitrary(schema: SchemaObject, document: unknown, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = arbitraryFromSchema(property, document, depth + 1);
  const requiredKeys = (schema.required ?? []).filter((name) => name in model);
  return fc.record(model, { requiredKeys });
}
