import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { routeMethods, withApi } from '@/server/http/with-api';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import * as catchAll from '@/pages/api/[...path]';
import { callApi } from './support/call-api';
import { expectErrorEnvelope, expectSuccessData } from './support/envelope';
import { testRoute } from './support/test-route';

const readProfile = defineEndpoint({ method: 'GET', path: '/v1/test/profile', summary: 'Test: read', tags: ['Test'], auth: 'public', response: z.string() });
const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/v1/test/profile',
  summary: 'Test: update',
  tags: ['Test'],
  auth: 'public',
  body: z.object({ name: z.string() }),
  response: z.string(),
});
const readOrder = defineEndpoint({
  method: 'GET',
  path: '/v1/test/orders/{orderNumber}',
  summary: 'Test: one order',
  tags: ['Test'],
  auth: 'public',
  params: z.object({ orderNumber: z.string().regex(/^\d+$/, 'Expected digits.') }),
  response: z.object({ orderNumber: z.string() }),
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    '/api/[...path]': catchAll,
    '/api/v1/test/profile': testRoute(routeMethods(withApi(readProfile, () => 'Ada'), withApi(updateProfile, ({ body }) => body.name))),
    '/api/v1/test/orders/[orderNumber]': testRoute(withApi(readOrder, ({ params }) => ({ orderNumber: params.orderNumber }))),
  });
});
afterAll(() => api.close());

describe('routing', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers an unknown route with a 404 envelope naming the method and path (%s)', async (method) => {
    const answer = await callApi(`${api.url}/api/v1/nope?x=1`, { method, ...(method === 'POST' ? { body: '{not json' } : {}) });
    const envelope = expectErrorEnvelope(answer, 404, 'NOT_FOUND');
    expect(envelope.message).toBe(`No API route matches ${method} /api/v1/nope.`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a deeper unknown path under a known one with 404', async () => {
    expectErrorEnvelope(await callApi(`${api.url}/api/v1/test/profile/extra`), 404, 'NOT_FOUND');
  });

  it('answers a method the route does not serve with 405 and an Allow header', async () => {
    const answer = await callApi(`${api.url}/api/v1/test/orders/12`, { method: 'DELETE' });
    expectErrorEnvelope(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.get('allow')).toBe('GET');
  });

  it('lists every method of a multi-method route in Allow', async () => {
    const answer = await callApi(`${api.url}/api/v1/test/profile`, { method: 'POST', body: { name: 'x' } });
    expect(expectErrorEnvelope(answer, 405, 'METHOD_NOT_ALLOWED').message).toBe('This endpoint accepts GET, PUT only.');
    expect(answer.headers.get('allow')).toBe('GET, PUT');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });

  it('dispatches each method of a multi-method route to its own contract', async () => {
    expect(expectSuccessData(await callApi(`${api.url}/api/v1/test/profile`))).toBe('Ada');
    expect(expectSuccessData(await callApi(`${api.url}/api/v1/test/profile`, { method: 'PUT', body: { name: 'Grace' } }))).toBe('Grace');
  });

  it('passes decoded path params to the handler and validates them', async () => {
    expect(expectSuccessData(await callApi(`${api.url}/api/v1/test/orders/1042`))).toEqual({ orderNumber: '1042' });
    const answer = await callApi(`${api.url}/api/v1/test/orders/${encodeURIComponent('10 42')}`);
    expect(expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED').data.issues).toEqual([{ path: 'params.orderNumber', message: 'Expected digits.' }]);
  });

  it('keeps a proxy-given X-Request-Id and replaces an unsafe one', async () => {
    const kept = await callApi(`${api.url}/api/v1/test/profile`, { headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-123');
    const replaced = await callApi(`${api.url}/api/v1/test/profile`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
