import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEndpoints } from '@/lib/contracts/api-endpoints';
import { buildOpenApiDocument } from '@/server/http/openapi/build-openapi-document';
import type { OpenApiDocument, OperationMethod } from '@/server/http/openapi/openapi-types';
import * as openApiRoute from '@/pages/api/v1/openapi.json';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from './support/call-api';
import { collectRefs, resolvePointer } from './support/json-pointer';

let api: ApiServer;
let served: OpenApiDocument;
beforeAll(async () => {
  api = await startApiServer({ '/api/v1/openapi.json': openApiRoute });
  const answer = await callApi(`${api.url}/api/v1/openapi.json`);
  expect(answer.status).toBe(200);
  served = answer.json as OpenApiDocument;
});
afterAll(() => api.close());

describe('GET /api/v1/openapi.json', () => {
  it('answers the bare OpenAPI 3.1.0 document, not the envelope', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served).not.toHaveProperty('status');
    expect(served.info.title).toBe('Deskhaus API');
    expect(served.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  });

  it('is publicly cacheable', async () => {
    const answer = await callApi(`${api.url}/api/v1/openapi.json`);
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('equals the document built from the registry', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('lists every contract of the registry as an operation with its tags and summary', () => {
    for (const contract of apiEndpoints) {
      const operation = served.paths[contract.path]?.[contract.method.toLowerCase() as OperationMethod];
      expect(operation, `${contract.method} ${contract.path}`).toBeDefined();
      expect(operation?.summary).toBe(contract.summary);
      expect(operation?.tags).toEqual(contract.tags);
      expect(operation?.['x-auth']).toBe(contract.auth);
    }
    const operations = Object.values(served.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(apiEndpoints.length);
  });

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(served);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolvePointer(served, ref), ref).toBeDefined();
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(served.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the locale header and the bearer scheme that non-public operations use', () => {
    expect(served.components.parameters.Locale).toMatchObject({ name: 'location', in: 'header' });
    expect(served.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const contract of apiEndpoints) {
      const operation = served.paths[contract.path]?.[contract.method.toLowerCase() as OperationMethod];
      expect(operation?.parameters).toContainEqual({ $ref: '#/components/parameters/Locale' });
      if (contract.auth === 'public') expect(operation?.security).toEqual([]);
      else expect(operation?.security).toContainEqual({ bearerAuth: [] });
    }
  });
});
