import { z } from 'zod';
import type { ReferenceObject, SchemaObject } from './openapi-types';

export type SchemaIo = 'input' | 'output';

const COMPONENT_REF = '#/components/schemas/';
const GENERATED_DEF = /^__schema(\d+)$/;

/**
 * Converts zod schemas with z.toJSONSchema and collects them as `components.schemas`.
 *
 * z.toJSONSchema puts shared and recursive parts under the schema's own `$defs`, referenced as
 * "#/$defs/X" or "#" (the schema itself). Inside an OpenAPI document those pointers would resolve
 * against the document root, so every such part is hoisted into components and its references
 * are rewritten to "#/components/schemas/Name". Parts named with `.meta({ id })` keep that name
 * and are shared between operations when identical.
 */
export class SchemaComponents {
  readonly schemas: Record<string, SchemaObject> = {};
  private readonly taken = new Set<string>();
  private readonly sourceOf = new Map<string, string>();

  /** Converts `schema` into component `name` (made unique) and returns a reference to it. */
  register(name: string, schema: z.ZodType, io: SchemaIo, adjust?: (json: SchemaObject) => void): ReferenceObject {
    const converted = this.convert(name, schema, io, true, adjust);
    if (!('$ref' in converted) || typeof converted.$ref !== 'string') throw new Error(`Component ${name} was not registered.`);
    return { $ref: converted.$ref };
  }

  /** Converts `schema` for use in place (a parameter); its shared parts still become components. */
  inline(owner: string, schema: z.ZodType, io: SchemaIo): SchemaObject {
    return this.convert(owner, schema, io, false);
  }

  private convert(owner: string, schema: z.ZodType, io: SchemaIo, asComponent: boolean, adjust?: (json: SchemaObject) => void): SchemaObject {
    const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
    const { $schema: _dialect, $defs = {}, ...root } = generated;
    const renames = new Map<string, string>();
    const fresh: [string, SchemaObject][] = [];
    for (const [key, def] of Object.entries($defs)) {
      const { name, isNew } = this.nameForDef(owner, key, def, io);
      renames.set(`#/$defs/${encodePointerSegment(key)}`, COMPONENT_REF + name);
      if (isNew) fresh.push([name, def]);
    }
    const selfReferencing = hasRef(root, '#') || Object.values($defs).some((def) => hasRef(def, '#'));
    const rootName = asComponent || selfReferencing ? this.reserve(owner) : undefined;
    if (rootName) renames.set('#', COMPONENT_REF + rootName);

    for (const [name, def] of fresh) this.schemas[name] = rewriteRefs(def, renames);
    const body = rewriteRefs(root, renames);
    adjust?.(body);
    if (!rootName) return body;
    this.schemas[rootName] = body;
    return { $ref: COMPONENT_REF + rootName };
  }

  private nameForDef(owner: string, key: string, def: SchemaObject, io: SchemaIo): { name: string; isNew: boolean } {
    const generated = GENERATED_DEF.exec(key);
    if (generated) return { name: this.reserve(`${owner}Schema${generated[1]}`), isNew: true };
    const base = componentName(key);
    const source = JSON.stringify(def);
    const candidates = [base, ...(io === 'input' ? [`${base}Input`] : []), ...Array.from({ length: 50 }, (_, i) => `${base}${i + 2}`)];
    for (const candidate of candidates) {
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        this.sourceOf.set(candidate, source);
        return { name: candidate, isNew: true };
      }
      if (this.sourceOf.get(candidate) === source) return { name: candidate, isNew: false };
    }
    throw new Error(`Too many different schemas share the id "${key}".`);
  }

  private reserve(wanted: string): string {
    const base = componentName(wanted);
    let name = base;
    for (let n = 2; this.taken.has(name); n += 1) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}

/** OpenAPI component keys must match ^[a-zA-Z0-9.\-_]+$. */
function componentName(wanted: string): string {
  return wanted.replace(/[^a-zA-Z0-9._-]/g, '_') || 'Schema';
}

function encodePointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function hasRef(value: unknown, ref: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasRef(item, ref));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => (key === '$ref' ? item === ref : hasRef(item, ref)));
}

function rewriteRefs<T>(value: T, renames: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => rewriteRefs(item, renames)) as T;
  if (value === null || typeof value !== 'object') return value;
  // fromEntries, not assignment: a field may be called "__proto__".
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? (renames.get(item) ?? item) : rewriteRefs(item, renames)]),
  ) as T;
}
