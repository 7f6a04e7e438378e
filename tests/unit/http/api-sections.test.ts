import { describe, expect, it } from 'vitest';
import type { ApiReferenceDocument, SchemaObject } from '@/components/developers/api-reference-types';
import { sectionDocument, sectionPath, sectionSlug, sectionSummaries } from '@/components/developers/api-sections';

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });

function operation(operationId: string, tags: string[], schema: SchemaObject) {
  return {
    operationId,
    summary: `${operationId} summary`,
    tags,
    'x-auth': 'public',
    parameters: [{ $ref: '#/components/parameters/Locale' }],
    responses: { '200': { description: 'ok', content: { 'application/json': { schema } } }, '400': { $ref: '#/components/responses/BadRequest' } },
  };
}

const document: ApiReferenceDocument = {
  info: { title: 'Deskhaus API', version: '1.0.0', description: 'test' },
  servers: [{ url: '/api' }],
  tags: [{ name: 'Catalog' }, { name: 'Order self-service' }],
  paths: {
    '/v1/categories': { get: operation('listCategories', ['Catalog'], { type: 'array', items: ref('Category') }) },
    '/v1/orders/{number}/return': { post: operation('requestReturn', ['Order self-service', 'Catalog'], ref('ReturnRequest')) },
  },
  components: {
    schemas: {
      Category: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Category') }, picture: ref('Picture') } },
      Picture: { type: 'object', properties: { url: { type: 'string' } } },
      ReturnRequest: { type: 'object', properties: { lines: { type: 'array', items: ref('ReturnLine') } } },
      ReturnLine: { type: 'object', properties: { quantity: { type: 'integer' } } },
      Unused: { type: 'string' },
      Error: { type: 'object', properties: { message: { type: 'string' } } },
    },
    parameters: { Locale: { name: 'location', in: 'header', schema: { type: 'string' } }, Unused: { name: 'x', in: 'query', schema: { type: 'string' } } },
    responses: { BadRequest: { description: 'bad', content: { 'application/json': { schema: ref('Error') } } } },
  },
};

describe('API reference sections', () => {
  it('names each section page after its tag', () => {
    expect(sectionSlug('Order self-service')).toBe('order-self-service');
    expect(sectionSlug('Store credit')).toBe('store-credit');
    expect(sectionPath('Catalog')).toBe('/developers/api/catalog');
  });

  it('lists the operations of a section under the first tag of each, without their schemas', () => {
    expect(sectionSummaries(document)).toEqual([
      { tag: 'Catalog', slug: 'catalog', operations: [{ method: 'get', path: '/v1/categories', operationId: 'listCategories', summary: 'listCategories summary' }] },
      { tag: 'Order self-service', slug: 'order-self-service', operations: [{ method: 'post', path: '/v1/orders/{number}/return', operationId: 'requestReturn', summary: 'requestReturn summary' }] },
    ]);
  });

  it("keeps a section's operations and every component they reach, through references and recursion", () => {
    const catalog = sectionDocument(document, 'Catalog');
    expect(Object.keys(catalog?.paths ?? {})).toEqual(['/v1/categories']);
    expect(Object.keys(catalog?.components.schemas ?? {}).sort()).toEqual(['Category', 'Error', 'Picture']);
    expect(Object.keys(catalog?.components.parameters ?? {})).toEqual(['Locale']);
    expect(Object.keys(catalog?.components.responses ?? {})).toEqual(['BadRequest']);
    expect(catalog?.tags).toEqual([{ name: 'Catalog' }]);

    const returns = sectionDocument(document, 'Order self-service');
    expect(Object.keys(returns?.components.schemas ?? {}).sort()).toEqual(['Error', 'ReturnLine', 'ReturnRequest']);
  });

  it('has no document for a tag without operations', () => {
    expect(sectionDocument(document, 'Unknown')).toBeUndefined();
  });
});
