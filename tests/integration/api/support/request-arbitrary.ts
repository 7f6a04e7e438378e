import fc from 'fast-check';
import { LOCALES } from '@/lib/i18n/locales';
import type { AnyContract } from '@/lib/contracts/endpoint';
import type { OpenApiDocument, OperationMethod, ParameterObject } from '@/server/http/openapi/openapi-types';
import { DEFAULT_MAX_BODY_BYTES } from '@/server/http/read-body';
import { pathParamNames } from '@/server/http/validate-input';
import { arbitraryFromSchema } from './json-schema-arbitrary';

export type AuthKind = 'none' | 'customer' | 'admin' | 'expired' | 'garbage';

export interface FuzzRequest {
  method: string;
  /** Path and query, e.g. "/api/v1/products/abc?page=2". */
  target: string;
  auth: AuthKind;
  /** Raw Authorization header when auth is "garbage". */
  authorization: string;
  locale: string | undefined;
  contentType: string | undefined;
  body: string | Uint8Array | undefined;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/* Keys that are properties of every plain object: they once turned req.query values into functions. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'page[]', 'a[b]', ''];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', ''];

/** Printable ASCII only: Node refuses other characters in header values before sending. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });

function stringify(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(stringify);
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [String(value)];
  return [JSON.stringify(value)];
}

function operationOf(contract: AnyContract, document: OpenApiDocument) {
  return document.paths[contract.path]?.[contract.method.toLowerCase() as OperationMethod];
}

function declaredParameters(contract: AnyContract, document: OpenApiDocument, where: 'path' | 'query'): ParameterObject[] {
  return (operationOf(contract, document)?.parameters ?? []).filter((p): p is ParameterObject => 'in' in p && p.in === where);
}

function pathSegmentArbitrary(parameter: ParameterObject | undefined, document: OpenApiDocument): fc.Arbitrary<string> {
  const valid = parameter ? arbitraryFromSchema(parameter.schema, document).map((value) => stringify(value)[0] ?? '') : fc.string();
  return fc.oneof({ weight: 3, arbitrary: valid }, fc.string({ maxLength: 40 }), fc.constantFrom('0', '-1', '00', '1.5', 'null', 'undefined', '9'.repeat(40), '%', '%E0%A4%A'));
}

function queryArbitrary(contract: AnyContract, document: OpenApiDocument): fc.Arbitrary<string> {
  const declared = declaredParameters(contract, document, 'query');
  const declaredPairs = declared.map((parameter) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: arbitraryFromSchema(parameter.schema, document).map((value) => stringify(value).map((v) => [parameter.name, v] as const)) },
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }).map((values) => values.map((v) => [`${parameter.name}${values.length > 1 ? '' : '[]'}`, v] as const)),
      ),
      { nil: [] },
    ),
  );
  const extraPairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), fc.string({ maxLength: 20 })), { maxLength: 4 });
  return fc.tuple(fc.tuple(...declaredPairs), extraPairs).map(([declaredValues, extra]) => {
    const search = new URLSearchParams();
    for (const [key, value] of [...declaredValues.flat(), ...extra]) search.append(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

function bodyArbitrary(contract: AnyContract, document: OpenApiDocument): fc.Arbitrary<{ contentType: string | undefined; body: string | Uint8Array | undefined }> {
  const bodySchema = operationOf(contract, document)?.requestBody?.content['application/json']?.schema;
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' }));
  const tooLarge = (contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) + 1;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ contentType: undefined, body: undefined }) },
    { weight: bodySchema ? 6 : 1, arbitrary: json(arbitraryFromSchema(bodySchema, document)) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 })) },
    { weight: 2, arbitrary: fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES).map((t) => t || undefined), body: fc.string({ maxLength: 200 }) }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/json', body: bytes })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', body: `"${'x'.repeat(tooLarge)}"` }) },
    { weight: 1, arbitrary: fc.constantFrom('[', '{"a":', '{"__proto__":{"admin":true}}', 'null', '1e999', '"\\ud800"', '{}{}', '\uFEFF{}').map((body) => ({ contentType: 'application/json', body })) },
  );
}

/** Random requests aimed at one contract: mostly its own method and path, often malformed. */
export function requestArbitrary(contract: AnyContract, document: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const pathParameters = declaredParameters(contract, document, 'path');
  const segments = pathParamNames(contract.path).map((name) => pathSegmentArbitrary(pathParameters.find((p) => p.name === name), document));
  const path = fc.tuple(...segments).map((values) => {
    let index = 0;
    return `/api${contract.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[index++] ?? ''))}`;
  });
  return fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant(contract.method) }, fc.constantFrom(...METHODS)),
      path,
      query: queryArbitrary(contract, document),
      auth: fc.constantFrom<AuthKind>('none', 'customer', 'admin', 'expired', 'garbage'),
      authorization: headerText,
      locale: fc.option(fc.oneof(fc.constantFrom(...LOCALES), headerText), { nil: undefined }),
      payload: bodyArbitrary(contract, document),
    })
    .map(({ path: p, query, payload, ...rest }) => ({ ...rest, target: `${p}${query}`, contentType: payload.contentType, body: payload.body }));
}
