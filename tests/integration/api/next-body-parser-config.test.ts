import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { withApi } from '@/server/http/with-api';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from './support/call-api';
import { expectErrorEnvelope } from './support/envelope';
import { withCapturedLog } from './support/captured-log';

/* Why every route exports `config = { api: { bodyParser: false } }`: Next's resolver reads the
 * route module's `config` export and, unless told otherwise, parses the body itself and answers
 * malformed JSON with a plain-text 400 before withApi runs. */

const echo = defineEndpoint({ method: 'POST', path: '/v1/test/echo', summary: 'Test', tags: ['Test'], auth: 'public', body: z.object({ a: z.number() }), response: z.number() });
const handler = withApi(echo, ({ body }) => body.a);

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    '/api/v1/test/with-config': { default: handler, config: { api: { bodyParser: false } } },
    '/api/v1/test/without-config': { default: handler },
  });
});
afterAll(() => api.close());

describe("Next's body parser and the route config", () => {
  it('with bodyParser:false, malformed JSON answers the envelope', async () => {
    const answer = await callApi(`${api.url}/api/v1/test/with-config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expectErrorEnvelope(answer, 400, 'INVALID_JSON');
  });

  it("without it, Next answers malformed JSON itself, outside the envelope", async () => {
    const answer = await callApi(`${api.url}/api/v1/test/without-config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(answer.status).toBe(400);
    expect(answer.json).toBeUndefined();
    expect(answer.text).toBe('Invalid JSON');
  });

  it('without it, a valid body fails loudly (500) instead of hanging, so the mistake is noticed', async () => {
    await withCapturedLog(async (lines) => {
      const answer = await callApi(`${api.url}/api/v1/test/without-config`, { method: 'POST', body: { a: 1 } });
      expectErrorEnvelope(answer, 500, 'INTERNAL');
      expect(lines).toContainEqual(expect.objectContaining({ level: 'error', err: expect.objectContaining({ message: expect.stringContaining('bodyParser: false') }) }));
    });
  });
});
