import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { withApi } from '@/server/http/with-api';
import { createLogger, setLogger } from '@/server/http/logger';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { callApi } from './support/call-api';
import { expectErrorEnvelope, expectSuccessData } from './support/envelope';
import { testRoute } from './support/test-route';

const SECRET = 'connection string postgres://admin:hunter2@db';

function endpoint(path: string) {
  return defineEndpoint({ method: 'POST', path, summary: 'Test', tags: ['Test'], auth: 'public', response: z.object({ key: z.string() }) });
}

const saveSetting = defineEndpoint({
  method: 'POST',
  path: '/v1/test/settings',
  summary: 'Test: save a setting',
  tags: ['Test'],
  auth: 'public',
  body: z.object({ key: z.string() }),
  response: z.object({ key: z.string() }),
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: ApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApiServer({
    '/api/v1/test/throws': testRoute(
      withApi(endpoint('/v1/test/throws'), () => {
        throw new Error(SECRET);
      }),
    ),
    '/api/v1/test/rejects': testRoute(withApi(endpoint('/v1/test/rejects'), () => Promise.reject(new TypeError(SECRET)))),
    '/api/v1/test/app-error': testRoute(
      withApi(endpoint('/v1/test/app-error'), () => {
        throw new AppError('UNPROCESSABLE', 'This desk cannot ship to your country.');
      }),
    ),
    '/api/v1/test/bad-response': testRoute(withApi(endpoint('/v1/test/bad-response'), () => ({ key: 42 }) as unknown as { key: string })),
    '/api/v1/test/leaky-response': testRoute(withApi(endpoint('/v1/test/leaky-response'), () => ({ key: 'k', passwordHash: 'secret' }))),
    '/api/v1/test/settings': testRoute(
      withApi(saveSetting, async ({ body }) => {
        await getDb().insert(settings).values({ key: body.key, value: { on: true } });
        return { key: body.key };
      }),
    ),
  });
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

/* The JSON log lines (pino) the API writes, parsed. */
let logLines: Record<string, unknown>[] = [];
const errorLines = () => logLines.filter((line) => line.msg === 'api error');
beforeAll(() => {
  setLogger(createLogger({ write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }, 'info'));
});
afterEach(() => {
  logLines = [];
});
afterAll(() => setLogger(undefined));

const post = (path: string, body?: unknown) => callApi(`${api.url}/api${path}`, { method: 'POST', ...(body === undefined ? {} : { body }) });

describe('unexpected errors', () => {
  it.each(['/v1/test/throws', '/v1/test/rejects'])('answers an exception (%s) with a 500 envelope, status -1 and no details', async (path) => {
    const answer = await post(path);
    const envelope = expectErrorEnvelope(answer, 500, 'INTERNAL');
    expect(envelope).toEqual({ status: -1, data: { code: 'INTERNAL' }, message: 'Something went wrong on our side. Please try again.' });
    expect(answer.text).not.toContain('hunter2');
    expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('logs the real error with the request id for the operator', async () => {
    const answer = await post('/v1/test/throws');
    const requestId = answer.headers.get('x-request-id');
    expect(errorLines()).toEqual([expect.objectContaining({ level: 'error', requestId, err: expect.objectContaining({ message: SECRET }) })]);
    // Every answer has its own line with the same request id.
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'api answer', requestId, status: 500, route: '/v1/test/throws' }));
  });

  it('answers an AppError thrown by a handler with its own status and message', async () => {
    const envelope = expectErrorEnvelope(await post('/v1/test/app-error'), 422, 'UNPROCESSABLE');
    expect(envelope.message).toBe('This desk cannot ship to your country.');
    expect(errorLines()).toEqual([]);
  });

  it('answers a handler result that breaks its response contract with 500, not the bad data', async () => {
    const answer = await post('/v1/test/bad-response');
    expectErrorEnvelope(answer, 500, 'INTERNAL');
  });

  it('strips fields the response contract does not list', async () => {
    const answer = await post('/v1/test/leaky-response');
    expect(expectSuccessData(answer)).toEqual({ key: 'k' });
    expect(answer.text).not.toContain('secret');
  });

  it('maps a Postgres unique violation to 409 CONFLICT', async () => {
    expect(expectSuccessData(await post('/v1/test/settings', { key: 'store-name' }))).toEqual({ key: 'store-name' });
    const envelope = expectErrorEnvelope(await post('/v1/test/settings', { key: 'store-name' }), 409, 'CONFLICT');
    expect(envelope.message).toBe('This record already exists.');
    expect(errorLines()).toEqual([]);
  });
});
