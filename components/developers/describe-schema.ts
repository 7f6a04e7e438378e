import type { ApiReferenceDocument, SchemaObject } from './api-reference-types';
import { resolveSchema } from './resolve-reference';

export interface SchemaField {
  name: string;
  schema: SchemaObject;
  required: boolean;
}

/** A schema in words, for one row of a reference table. */
export interface SchemaSummary {
  /** "string", "integer", "array of Money", "Money", "one of", "any". */
  type: string;
  /** Constraints and hints: "email", "1 to 100", "one of: top, latest", "default: 1". */
  notes: string[];
  description?: string;
  /** Fields to list below: the object's own, or its array items'. */
  fields?: SchemaField[];
  /** The alternatives of a "one of". */
  variants?: SchemaObject[];
  /** Component names this schema expands (to stop recursive schemas expanding forever). */
  refs: string[];
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function range(low: number | boolean | undefined, high: number | boolean | undefined, unit = ''): string | undefined {
  const lo = typeof low === 'number' ? low : undefined;
  const hi = typeof high === 'number' ? high : undefined;
  if (lo !== undefined && hi !== undefined) return `${lo} to ${hi}${unit}`;
  if (lo !== undefined) return `at least ${lo}${unit}`;
  if (hi !== undefined) return `at most ${hi}${unit}`;
  return undefined;
}

function fieldsOf(schema: SchemaObject): SchemaField[] | undefined {
  if (!schema.properties) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => ({ name, schema: typeof field === 'boolean' ? {} : field, required: required.has(name) }));
}

function notesOf(schema: SchemaObject): string[] {
  const notes: string[] = [];
  if (schema.format) notes.push(schema.format);
  if (schema.const !== undefined) notes.push(`always ${show(schema.const)}`);
  if (schema.enum) notes.push(`one of: ${schema.enum.map(show).join(', ')}`);
  const numeric = range(schema.exclusiveMinimum ?? schema.minimum, schema.exclusiveMaximum ?? schema.maximum);
  // Zod marks every integer with the safe-integer range; that is noise to a reader.
  if (numeric && !(schema.minimum === Number.MIN_SAFE_INTEGER && schema.maximum === Number.MAX_SAFE_INTEGER)) notes.push(numeric);
  const length = range(schema.minLength, schema.maxLength, ' characters');
  if (length) notes.push(length);
  const items = range(schema.minItems, schema.maxItems, ' items');
  if (items) notes.push(items);
  if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default: ${show(schema.default)}`);
  if (schema.additionalProperties === false && schema.properties) notes.push('no other fields');
  if (schema.readOnly) notes.push('read-only');
  if (schema.deprecated) notes.push('deprecated');
  return notes;
}

function baseType(schema: SchemaObject): string {
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type) return schema.type;
  if (schema.const !== undefined) return typeof schema.const === 'object' ? 'null' : typeof schema.const;
  if (schema.enum) return 'enum';
  if (schema.properties) return 'object';
  return 'any';
}

/** Summarises a schema (following a $ref to its component) for the reference tables. */
export function describeSchema(input: SchemaObject, document: ApiReferenceDocument): SchemaSummary {
  const { schema, name } = resolveSchema(input, document);
  const refs = name ? [name] : [];
  const description = input.description ?? schema.description;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const nonNull = variants.filter((variant) => variant.type !== 'null');
    if (nonNull.length === 1 && nonNull[0] && variants.length === 2) {
      const inner = describeSchema(nonNull[0], document);
      return { ...inner, type: `${inner.type} or null`, description: description ?? inner.description, refs: [...refs, ...inner.refs] };
    }
    return { type: name ?? 'one of', notes: notesOf(schema), description, variants, refs };
  }
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items) && typeof schema.items !== 'boolean') {
    const items = describeSchema(schema.items, document);
    return { type: `array of ${items.type}`, notes: [...notesOf(schema), ...items.notes], description, fields: items.fields, variants: items.variants, refs: [...refs, ...items.refs] };
  }
  return { type: name ?? baseType(schema), notes: notesOf(schema), description, fields: fieldsOf(schema), refs };
}
