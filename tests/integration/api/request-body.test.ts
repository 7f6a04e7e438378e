import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { withApi } from '@/server/http/with-api';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from './support/call-api';
import { expectErrorEnvelope, expectSuccessData } from './support/envelope';
import { testRoute } from './support/test-route';

const createDesk = defineEndpoint({
  method: 'POST',
  path: '/v1/test/desks',
  summary: 'Test: create a desk',
  tags: ['Test'],
  auth: 'public',
  body: z.object({ name: z.string().min(1), widthCm: z.int().positive(), motorized: z.boolean().optional() }),
  response: z.object({ name: z.string(), widthCm: z.number() }),
  maxBodyBytes: 1024,
  successStatus: 201,
});

const listDesks = defineEndpoint({
  method: 'GET',
  path: '/v1/test/desks',
  summary: 'Test: list desks',
  tags: ['Test'],
  auth: 'public',
  response: z.array(z.string()),
});

const signOut = defineEndpoint({
  method: 'POST',
  path: '/v1/test/sign-out',
  summary: 'Test: a POST without a body',
  tags: ['Test'],
  auth: 'public',
  response: z.object({ done: z.boolean() }),
});

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    '/api/v1/test/desks': testRoute(
      (req, res) =>
        (req.method === 'GET'
          ? withApi(listDesks, () => ['Aria'])
          : withApi(createDesk, ({ body }) => ({ name: body.name, widthCm: body.widthCm })))(req, res),
    ),
    '/api/v1/test/sign-out': testRoute(withApi(signOut, () => ({ done: true }))),
  });
});
afterAll(() => api.close());

const desks = () => `${api.url}/api/v1/test/desks`;

describe('request bodies', () => {
  it('accepts a valid JSON body and answers the success envelope with the declared status', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: { name: 'Aria', widthCm: 120 } });
    expect(expectSuccessData(answer, 201)).toEqual({ name: 'Aria', widthCm: 120 });
  });

  it('answers malformed JSON with 400 INVALID_JSON and a clear message', async () => {
    const answer = await callApi(desks(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "Aria",' });
    const envelope = expectErrorEnvelope(answer, 400, 'INVALID_JSON');
    expect(envelope.message).toMatch(/^The request body is not valid JSON\./);
  });

  it('answers a field of the wrong type with 400 naming the field', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: { name: 'Aria', widthCm: 'wide' } });
    const envelope = expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(envelope.message).toContain('body.widthCm');
    expect(envelope.data.issues).toEqual([{ path: 'body.widthCm', message: expect.stringMatching(/expected number/) }]);
  });

  it('answers a missing required field with 400 naming it', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: { widthCm: 120 } });
    expect(expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED').data.issues?.map((i) => i.path)).toEqual(['body.name']);
  });

  it('answers unknown fields with 400 naming each of them, even for a plain z.object', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: { name: 'Aria', widthCm: 120, colour: 'oak', legs: 4 } });
    const envelope = expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED');
    expect(envelope.message).toContain('Unknown fields: colour, legs.');
  });

  it('answers a body that is not an object with 400', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: [1, 2, 3] });
    expect(expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED').data.issues?.[0]?.path).toBe('body');
  });

  it('validates a missing body as {} and names the required fields', async () => {
    const answer = await callApi(desks(), { method: 'POST' });
    expect(expectErrorEnvelope(answer, 400, 'VALIDATION_FAILED').data.issues?.map((i) => i.path).sort()).toEqual(['body.name', 'body.widthCm']);
  });

  it('answers a body larger than the contract allows with 413 (declared length)', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: { name: 'x'.repeat(2000), widthCm: 1 } });
    expect(expectErrorEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE').message).toBe('The request body is larger than 1 kB.');
  });

  it('answers a streamed (chunked) body that grows past the limit with 413', async () => {
    const answer = await callApi(desks(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      chunks: [`{"name": "${'x'.repeat(600)}",`, ` "pad": "${'y'.repeat(5000)}"}`],
    });
    expectErrorEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('keeps the connection usable after refusing an oversized body', async () => {
    await callApi(desks(), { method: 'POST', body: { name: 'x'.repeat(5000), widthCm: 1 } });
    const answer = await callApi(desks(), { method: 'POST', body: { name: 'Aria', widthCm: 120 } });
    expect(answer.status).toBe(201);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp'])(
    'answers a body sent as %s with 415',
    async (contentType) => {
      const answer = await callApi(desks(), { method: 'POST', headers: { 'content-type': contentType }, body: '{"name":"Aria","widthCm":120}' });
      expectErrorEnvelope(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('answers a body sent without any Content-Type with 415', async () => {
    const answer = await callApi(desks(), { method: 'POST', body: '{"name":"Aria","widthCm":120}' });
    expectErrorEnvelope(answer, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/merge-patch+json'])('accepts JSON sent as %s', async (contentType) => {
    const answer = await callApi(desks(), { method: 'POST', headers: { 'content-type': contentType }, body: '{"name":"Aria","widthCm":120}' });
    expect(answer.status).toBe(201);
  });

  it('answers a GET that carries a body with 400', async () => {
    const answer = await callApi(desks(), { method: 'GET', headers: { 'content-type': 'application/json' }, body: '{"q":"desk"}' });
    expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toBe('A GET request takes no body.');
  });

  it('answers a GET that streams a body with 400', async () => {
    const answer = await callApi(desks(), { method: 'GET', chunks: ['{"q":', '"desk"}'] });
    expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
  });

  it('accepts a GET without a body', async () => {
    expect(expectSuccessData(await callApi(desks()))).toEqual(['Aria']);
  });

  it('answers a body sent to an endpoint that takes none with 400, but accepts {}', async () => {
    const url = `${api.url}/api/v1/test/sign-out`;
    expect(expectErrorEnvelope(await callApi(url, { method: 'POST', body: { all: true } }), 400, 'VALIDATION_FAILED').message).toBe(
      'This endpoint takes no request body.',
    );
    expect(expectSuccessData(await callApi(url, { method: 'POST', body: {} }))).toEqual({ done: true });
    expect(expectSuccessData(await callApi(url, { method: 'POST' }))).toEqual({ done: true });
  });
});
