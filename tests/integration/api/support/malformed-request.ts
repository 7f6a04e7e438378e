import fc from 'fast-check';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import type { OpenApiDocument, OperationObject, ParameterObject, SchemaObject } from '@/server/http/openapi/openapi-types';
import { arbitraryFromSchema } from './json-schema-arbitrary';
import { acceptedTypes, bodySlots, outOfBoundsValues, resolveSchema, setAt, wrongTypeValues } from './schema-facts';

/*
 * Requests that are malformed by construction, one way at a time, for one operation of the
 * OpenAPI document: a request otherwise shaped by the operation's schemas, with exactly one part
 * made certainly invalid. Every such request must be refused (4xx), in the envelope, and change
 * nothing. Each kind says why its requests cannot be valid.
 */

export const MUTATION_KINDS = [
  'text-in-path', // a NUL or control character in a path parameter
  'undecodable-path', // a path segment that is not percent-encoded UTF-8
  'text-in-query', // a NUL or control character in a query value or key
  'text-in-body', // a NUL, a control character or a lone surrogate in a body string or key
  'wrong-type-body', // a body value of a JSON type its schema does not allow
  'wrong-type-query', // a query value its integer, boolean or enum schema does not allow
  'out-of-bounds', // past a declared maxLength, maximum, minimum or maxItems; past the safe integers
  'repeated-key', // a scalar query parameter given twice, or as key[]
  'unknown-field', // a field a strict body does not declare (or any body where none is taken)
  'missing-required', // a required body field or query parameter left out
  'bad-json', // a body that is not JSON
  'wrong-content-type', // a body that is not sent as JSON
  'deep-json', // a body nested past any depth the API accepts
  'huge-body', // a body over the operation's size limit
] as const;

export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface OperationUnderTest {
  method: string;
  /** The document's path, e.g. "/v1/cart/items/{lineId}". */
  path: string;
  operation: OperationObject;
}

export interface MalformedRequest {
  kind: MutationKind;
  /** What was made malformed, for the failure message. */
  detail: string;
  method: string;
  /** Raw path and query, sent as they are. */
  target: string;
  contentType: string | undefined;
  body: string | undefined;
  withToken: boolean;
  cookie: string | undefined;
}

interface Parts {
  segments: Record<string, string>;
  query: [string, string][];
  body: unknown;
  hasBody: boolean;
}

type Mutate = (parts: Parts) => { parts: Parts; detail: string; raw?: { contentType: string | undefined; body: string } };

const NUL_AND_CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u001F', '\u007F'];
const SINGLE_LINE_ONLY = ['\t', '\n', '\r'];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', 'a\uDFFFb'];
const UNDECODABLE_SEGMENTS = ['%', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', 'a%zz', '%%41'];
const BAD_JSON = ['{', '{"a":', '[1,]', "{'a':1}", 'NaN', '\uFEFF{}', '{}{}', '"unterminated'];
const WRONG_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', undefined];
const HOSTILE_COOKIES = [`${COOKIE_KEYS.CART_ID}=%00`, `${COOKIE_KEYS.REFRESH_TOKEN}=%ED%A0%80`, `${COOKIE_KEYS.CART_ID}=${'%01'.repeat(30)}; ${COOKIE_KEYS.REFRESH_TOKEN}=%`];

const parametersOf = (op: OperationUnderTest, where: 'path' | 'query') =>
  op.operation.parameters.filter((p): p is ParameterObject => 'in' in p && p.in === where && !(where === 'query' && p.name === 'query'));
const bodySchemaOf = (op: OperationUnderTest) => op.operation.requestBody?.content['application/json']?.schema;

function bodyLimitOf(op: OperationUnderTest): number {
  const kilobytes = /at most (\d+) kB/.exec(op.operation.requestBody?.description ?? '')?.[1];
  return (kilobytes ? Number(kilobytes) : 100) * 1024;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const wrapped = (chars: readonly string[]) => fc.tuple(fc.string({ maxLength: 6 }), pick(chars), fc.string({ maxLength: 6 })).map(([a, c, b]) => `${a}${c}${b}`);

function scalarQuery(op: OperationUnderTest, document: OpenApiDocument): ParameterObject[] {
  return parametersOf(op, 'query').filter((p) => {
    const types = acceptedTypes(p.schema, document);
    return types !== 'unknown' && !types.has('array');
  });
}

function wrongQueryValues(schema: SchemaObject, document: OpenApiDocument): string[] {
  const resolved = resolveSchema(schema, document);
  const item = resolved?.type === 'array' && resolved.items && !Array.isArray(resolved.items) ? resolveSchema(resolved.items as SchemaObject, document) : resolved;
  const isArray = item !== resolved;
  let values: string[] = [];
  if (item?.enum) values = ['zz-not-listed', 'ZZ'];
  else if (item?.type === 'integer') values = ['abc', '1.5', '1e3', '0x10', ' 1', ''];
  else if (item?.type === 'boolean') values = ['yes', 'TRUE', ''];
  // An array parameter drops empty values, so "" is valid there.
  return isArray ? values.filter((value) => value !== '') : values;
}

function mutationsOf(op: OperationUnderTest, document: OpenApiDocument, kind: MutationKind): fc.Arbitrary<Mutate> | undefined {
  const pathParams = parametersOf(op, 'path');
  const queryParams = parametersOf(op, 'query');
  const bodySchema = bodySchemaOf(op);
  const slots = bodySchema ? bodySlots(bodySchema, document) : [];
  const withPath = (name: string, raw: string, detail: string): Mutate => (parts) => ({ parts: { ...parts, segments: { ...parts.segments, [name]: raw } }, detail });
  const withQuery = (pairs: [string, string][], detail: string, without?: string): Mutate => (parts) => ({
    parts: { ...parts, query: [...parts.query.filter(([key]) => key !== without && !pairs.some(([name]) => name === key)), ...pairs] },
    detail,
  });
  const withBody = (body: unknown, detail: string): Mutate => (parts) => ({ parts: { ...parts, body, hasBody: true }, detail });
  const withRaw = (contentType: string | undefined, body: string, detail: string): Mutate => (parts) => ({ parts, detail, raw: { contentType, body } });
  const names = queryParams.map((p) => p.name);
  const anyKey = names.length > 0 ? fc.oneof(pick(names), fc.string({ minLength: 1, maxLength: 8 })) : fc.string({ minLength: 1, maxLength: 8 });

  switch (kind) {
    case 'text-in-path':
      if (pathParams.length === 0) return undefined;
      return fc.tuple(pick(pathParams.map((p) => p.name)), wrapped([...NUL_AND_CONTROLS, ...SINGLE_LINE_ONLY])).map(([name, value]) => withPath(name, encodeURIComponent(value), `path ${name}=${JSON.stringify(value)}`));
    case 'undecodable-path':
      if (pathParams.length === 0) return pick(UNDECODABLE_SEGMENTS).map((raw) => withPath('', raw, `extra path segment ${raw}`));
      return fc.tuple(pick(pathParams.map((p) => p.name)), pick(UNDECODABLE_SEGMENTS)).map(([name, raw]) => withPath(name, raw, `path ${name}=${raw}`));
    case 'text-in-query':
      return fc.oneof(
        fc.tuple(anyKey, wrapped([...NUL_AND_CONTROLS, ...SINGLE_LINE_ONLY])).map(([key, value]) => withQuery([[key, value]], `query ${JSON.stringify(key)}=${JSON.stringify(value)}`)),
        wrapped(NUL_AND_CONTROLS).map((key) => withQuery([[key, 'x']], `query key ${JSON.stringify(key)}`)),
      );
    case 'text-in-body': {
      const value = wrapped([...NUL_AND_CONTROLS, ...LONE_SURROGATES]);
      const paths = slots.length > 0 ? slots.map((slot) => slot.path) : [['zz']];
      return fc.oneof(
        fc.tuple(pick(paths), value).map(([path, v]) => (parts: Parts) => withBody(setAt(parts.body, path, v), `body ${path.join('.')}=${JSON.stringify(v)}`)(parts)),
        value.map((key) => (parts: Parts) => withBody(setAt(parts.body, [key], 'x'), `body key ${JSON.stringify(key)}`)(parts)),
      );
    }
    case 'wrong-type-body': {
      const candidates: { path: string[]; values: unknown[] }[] = slots.map((slot) => ({ path: slot.path, values: wrongTypeValues(slot.schema, document) }));
      const root = bodySchema ? wrongTypeValues(bodySchema, document) : [];
      const usable = candidates.filter((candidate) => candidate.values.length > 0);
      const options: fc.Arbitrary<Mutate>[] = usable.map(({ path, values }) => pick(values).map((v) => (parts: Parts) => withBody(setAt(parts.body, path, v), `body ${path.join('.')}=${JSON.stringify(v)}`)(parts)));
      if (root.length > 0) options.push(pick(root).map((v) => withBody(v, `body=${JSON.stringify(v)}`)));
      return options.length > 0 ? fc.oneof(...options) : undefined;
    }
    case 'wrong-type-query': {
      const options = queryParams.map((p) => ({ name: p.name, values: wrongQueryValues(p.schema, document) })).filter((o) => o.values.length > 0);
      if (options.length === 0) return undefined;
      return fc.oneof(...options.map(({ name, values }) => pick(values).map((v) => withQuery([[name, v]], `query ${name}=${JSON.stringify(v)}`, name))));
    }
    case 'out-of-bounds': {
      const options: fc.Arbitrary<Mutate>[] = [];
      for (const slot of slots) {
        const values = outOfBoundsValues(slot.schema, document);
        if (values.length > 0) options.push(pick(values).map((v) => (parts: Parts) => withBody(setAt(parts.body, slot.path, v), `body ${slot.path.join('.')} out of bounds`)(parts)));
      }
      for (const p of [...queryParams, ...pathParams]) {
        const values = outOfBoundsValues(p.schema, document).filter((v) => typeof v !== 'object').map(String);
        if (values.length === 0) continue;
        options.push(pick(values).map((v) => (p.in === 'path' ? withPath(p.name, encodeURIComponent(v), `path ${p.name} out of bounds`) : withQuery([[p.name, v]], `query ${p.name} out of bounds`, p.name))));
      }
      return options.length > 0 ? fc.oneof(...options) : undefined;
    }
    case 'repeated-key': {
      const scalars = scalarQuery(op, document).map((p) => p.name);
      if (scalars.length === 0) return undefined;
      return fc.tuple(pick(scalars), fc.boolean()).map(([name, brackets]) =>
        brackets ? withQuery([[`${name}[]`, '1']], `query ${name}[]`, name) : withQuery([[name, '1'], [name, '2']], `query ${name} twice`),
      );
    }
    case 'unknown-field': {
      const strictPaths = [...(bodySchema && resolveSchema(bodySchema, document)?.additionalProperties === false ? [[]] : []), ...slots.filter((s) => resolveSchema(s.schema, document)?.additionalProperties === false).map((s) => s.path)];
      if (bodySchema && strictPaths.length === 0) return undefined;
      if (!bodySchema) return fc.constant(withBody({ zz_unknown: 1 }, 'a body where none is taken'));
      return fc.tuple(pick(strictPaths), fc.stringMatching(/^zz_[a-z]{1,8}$/)).map(([path, name]) => (parts: Parts) => withBody(setAt(parts.body, [...path, name], 1), `body ${[...path, name].join('.')} (unknown)`)(parts));
    }
    case 'missing-required': {
      const resolved = resolveSchema(bodySchema, document);
      const requiredBody = resolved?.properties ? (resolved.required ?? []) : [];
      const requiredQuery = queryParams.filter((p) => p.required).map((p) => p.name);
      const options: fc.Arbitrary<Mutate>[] = [];
      if (requiredBody.length > 0) {
        options.push(pick(requiredBody).map((name) => (parts: Parts) => {
          const body = { ...(parts.body as Record<string, unknown>) };
          delete body[name];
          return withBody(body, `body without ${name}`)(parts);
        }));
      }
      if (requiredQuery.length > 0) options.push(pick(requiredQuery).map((name) => (parts: Parts) => ({ parts: { ...parts, query: parts.query.filter(([key]) => key !== name) }, detail: `query without ${name}` })));
      return options.length > 0 ? fc.oneof(...options) : undefined;
    }
    case 'bad-json':
      return pick(BAD_JSON).map((raw) => withRaw('application/json', raw, `body ${JSON.stringify(raw)}`));
    case 'wrong-content-type':
      return pick(WRONG_CONTENT_TYPES).map((type) => (parts: Parts) => withRaw(type, JSON.stringify(parts.hasBody ? parts.body : { a: 1 }) ?? '{}', `body as ${type ?? 'no content type'}`)(parts));
    case 'deep-json':
      return fc.tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean()).map(([depth, asObject]) =>
        withRaw('application/json', asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`, `body nested ${depth} deep`),
      );
    case 'huge-body': {
      const limit = bodyLimitOf(op);
      if (limit > 1024 * 1024) return undefined;
      return fc.constant(withRaw('application/json', JSON.stringify({ filler: 'x'.repeat(limit) }), `body over ${limit} bytes`));
    }
  }
}

function baseParts(op: OperationUnderTest, document: OpenApiDocument): fc.Arbitrary<Parts> {
  const segments = fc.record(Object.fromEntries(parametersOf(op, 'path').map((p) => [p.name, arbitraryFromSchema(p.schema, document).map((v) => encodeURIComponent(text(v)))])));
  const query = fc.tuple(
    ...parametersOf(op, 'query').map((p) =>
      (p.required ? arbitraryFromSchema(p.schema, document) : fc.option(arbitraryFromSchema(p.schema, document), { nil: undefined })).map((v): [string, string][] =>
        v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((item) => [p.name, text(item)]),
      ),
    ),
  );
  const bodySchema = bodySchemaOf(op);
  const body = bodySchema ? arbitraryFromSchema(bodySchema, document) : fc.constant(undefined);
  return fc.record({ segments, query: query.map((pairs) => pairs.flat()), body, hasBody: fc.constant(bodySchema !== undefined) });
}

function targetOf(op: OperationUnderTest, parts: Parts): string {
  let path = `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.segments[name] ?? 'x')}`;
  if (parts.segments[''] !== undefined) path += `/${parts.segments['']}`;
  const search = new URLSearchParams(parts.query).toString();
  return search ? `${path}?${search}` : path;
}

/** The kinds that apply to an operation (a query kind needs declared query parameters, and so on). */
export function applicableKinds(op: OperationUnderTest, document: OpenApiDocument): MutationKind[] {
  return MUTATION_KINDS.filter((kind) => mutationsOf(op, document, kind) !== undefined);
}

/** Requests to `op` made malformed in the way `kind` says, with and without a valid token. */
export function malformedRequests(op: OperationUnderTest, document: OpenApiDocument, kind: MutationKind): fc.Arbitrary<MalformedRequest> {
  const mutation = mutationsOf(op, document, kind);
  if (!mutation) throw new Error(`${kind} does not apply to ${op.method} ${op.path}`);
  return fc
    .record({ base: baseParts(op, document), mutate: mutation, withToken: fc.boolean(), cookie: fc.option(pick(HOSTILE_COOKIES), { nil: undefined }) })
    .map(({ base, mutate, withToken, cookie }) => {
      const { parts, detail, raw } = mutate(base);
      const body = raw ? raw.body : parts.hasBody ? (JSON.stringify(parts.body) ?? 'null') : undefined;
      const contentType = raw ? raw.contentType : body === undefined ? undefined : 'application/json';
      return { kind, detail, method: op.method, target: targetOf(op, parts), contentType, body, withToken, cookie };
    });
}
