import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type AnyContract } from '@/lib/contracts/endpoint';
import { buildOpenApiDocument } from '@/server/http/openapi/build-openapi-document';
import type { OpenApiDocument, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from '@/server/http/openapi/openapi-types';
import { queryArray, queryBoolean, queryInt } from '@/lib/contracts/query-schemas';
import { collectRefs, resolvePointer } from '@/tests/integration/api/support/json-pointer';

type Category = { name: string; children: Category[] };
const category: z.ZodType<Category> = z.object({ name: z.string(), get children() { return z.array(category); } });
const money = z.strictObject({ amount: z.int(), currency: z.string().length(3) }).meta({ id: 'Money', description: 'Integer minor units.' });
const product = z.object({ code: z.string(), price: money, listPrice: money, createdAt: z.date(), tree: category });

const listProducts = defineEndpoint({
  method: 'GET',
  path: '/v1/test/stores/{store}/products',
  summary: 'List products',
  tags: ['Catalog'],
  auth: 'optional',
  params: z.object({ store: z.string().describe('Store slug.') }),
  query: z.object({ page: queryInt({ min: 1 }).default(1), codes: queryArray(z.string()).optional(), inStock: queryBoolean().optional() }),
  response: z.array(product),
});
const addItem = defineEndpoint({
  method: 'POST',
  path: '/v1/test/cart/items',
  summary: 'Add to cart',
  tags: ['Cart'],
  auth: 'customer',
  body: z.object({ code: z.string(), quantity: z.int().min(1), price: money }),
  response: z.object({ total: money }),
  successStatus: 201,
  errors: ['CONFLICT', 'UNPROCESSABLE'],
});
const note = defineEndpoint({
  method: 'PATCH',
  path: '/v1/test/notes',
  summary: 'Optional body',
  tags: ['Cart'],
  auth: 'admin',
  body: z.looseObject({ text: z.string().optional() }),
  response: z.null(),
});

const document = buildOpenApiDocument([listProducts, addItem, note] as AnyContract[], '9.9.9');
const operation = (path: string, method: 'get' | 'post' | 'patch') => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} missing`);
  return found;
};
const deref = (schema: SchemaObject | ReferenceObject | undefined): SchemaObject => {
  const ref = schema && '$ref' in schema && typeof schema.$ref === 'string' ? schema.$ref : undefined;
  return (ref ? resolvePointer(document, ref) : schema) as SchemaObject;
};
const list = operation('/v1/test/stores/{store}/products', 'get');
const add = operation('/v1/test/cart/items', 'post');

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document titled "Deskhaus API" served under /api', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Deskhaus API', version: '9.9.9' }, servers: [{ url: '/api' }] });
    expect(document.tags).toEqual([{ name: 'Cart' }, { name: 'Catalog' }]);
  });

  it('is plain JSON (getStaticProps and JSON.stringify keep it whole)', () => {
    expect(JSON.parse(JSON.stringify(document))).toStrictEqual(document);
  });

  it('resolves every $ref, including hoisted recursive and shared schemas', () => {
    for (const ref of new Set(collectRefs(document))) {
      expect(ref, ref).toMatch(/^#\/components\//);
      expect(resolvePointer(document, ref), ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('$defs');
  });

  it('shares a schema named with .meta({ id }) as one component', () => {
    expect(document.components.schemas.Money).toMatchObject({ description: 'Integer minor units.', required: ['amount', 'currency'] });
    const refs = collectRefs(document).filter((ref) => ref === '#/components/schemas/Money');
    expect(refs.length).toBeGreaterThanOrEqual(3);
  });

  it('documents unrepresentable types (a Date) as any value instead of failing', () => {
    const ok = list.responses['200'] as ResponseObject;
    const item = deref(ok.content?.['application/json']?.schema.properties?.data as SchemaObject);
    const properties = deref(item.items as SchemaObject).properties;
    expect(properties?.createdAt).toEqual({});
  });

  it('wraps success data in the envelope and uses the declared success status', () => {
    const created = add.responses['201'] as { content: Record<string, { schema: SchemaObject }> };
    expect(created.content['application/json']?.schema).toMatchObject({
      required: ['status', 'data', 'message'],
      properties: { status: { const: 1 }, data: { $ref: '#/components/schemas/PostV1TestCartItemsResponse' } },
    });
  });

  it('answers errors with the error envelope, for the statuses that apply', () => {
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '404', '405', '500']);
    expect(Object.keys(add.responses)).toEqual(['201', '400', '401', '403', '405', '409', '413', '415', '422', '500']);
    expect(document.components.responses.BadRequest?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(document.components.responses.MethodNotAllowed?.headers).toHaveProperty('Allow');
  });

  it('expands path and query schemas into typed parameters and adds the locale header', () => {
    const parameters = list.parameters as ParameterObject[];
    expect(parameters[0]).toEqual({ name: 'store', in: 'path', required: true, description: 'Store slug.', schema: { type: 'string', description: 'Store slug.' } });
    expect(parameters.find((p) => p.name === 'page')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1 } });
    expect(parameters.find((p) => p.name === 'codes')).toMatchObject({ in: 'query', style: 'form', explode: true, schema: { type: 'array' } });
    expect(parameters.find((p) => p.name === 'inStock')?.schema).toMatchObject({ type: 'boolean' });
    expect(list.parameters.at(-1)).toEqual({ $ref: '#/components/parameters/Locale' });
    expect(document.components.parameters.Locale).toMatchObject({ name: 'location', in: 'header', schema: { default: 'en-US' } });
  });

  it('documents a plain z.object body as refusing unknown fields, and a loose one as open', () => {
    expect(add.requestBody).toMatchObject({ required: true, description: expect.stringContaining('Unknown fields are refused') });
    expect(deref(add.requestBody?.content['application/json']?.schema).additionalProperties).toBe(false);
    const patch = operation('/v1/test/notes', 'patch');
    expect(patch.requestBody?.required).toBe(false);
    expect(deref(patch.requestBody?.content['application/json']?.schema).additionalProperties).not.toBe(false);
  });

  it('marks who may call: nothing for public, bearer for roles, bearer or nothing when optional', () => {
    expect(list.security).toEqual([{}, { bearerAuth: [] }]);
    expect(add.security).toEqual([{ bearerAuth: [] }]);
    expect([list['x-auth'], add['x-auth']]).toEqual(['optional', 'customer']);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('derives readable, unique operation ids', () => {
    expect([list.operationId, add.operationId]).toEqual(['getV1TestStoresByStoreProducts', 'postV1TestCartItems']);
  });

  it('refuses two contracts for the same method and path', () => {
    expect(() => buildOpenApiDocument([addItem, addItem] as AnyContract[])).toThrow('Two contracts declare POST /v1/test/cart/items.');
  });

  it('keeps input and output shapes apart when they differ', () => {
    const transformed = defineEndpoint({
      method: 'POST',
      path: '/v1/test/t',
      summary: 't',
      tags: ['T'],
      auth: 'public',
      body: z.object({ when: z.string().transform((s) => new Date(s)) }),
      response: z.object({ count: z.string().transform(Number).pipe(z.number()) }),
    });
    const doc: OpenApiDocument = buildOpenApiDocument([transformed] as AnyContract[]);
    expect(doc.components.schemas.PostV1TestTBody?.properties?.when).toEqual({ type: 'string' });
    expect(doc.components.schemas.PostV1TestTResponse?.properties?.count).toEqual({ type: 'number' });
  });
});
