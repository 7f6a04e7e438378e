import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '@/services/api-client';
import { configureApiClient } from '@/services/api-client-config';
import { ApiError } from '@/services/api-error';
import { originWithNothingListening, sendJson, startTestServer, type TestServer } from './support/test-server';

/** Spec §8, row by row, against a real HTTP server. */

const routes: Record<string, (response: import('node:http').ServerResponse) => void> = {
  '/api/v1/ok': (r) => sendJson(r, 200, { status: 1, data: { email: 'ada@example.com' }, message: 'OK' }),
  '/api/v1/crash': (r) => sendJson(r, 500, { status: 0, message: 'database is down' }),
  '/api/v1/unavailable': (r) => {
    r.writeHead(503, { 'Content-Type': 'text/plain' });
    r.end('upstream unavailable');
  },
  '/api/v1/unauthorized': (r) => sendJson(r, 401, { status: 0, message: 'Token expired' }),
  '/api/v1/forbidden': (r) => sendJson(r, 403, { status: 0, message: 'Not your order' }),
  '/api/v1/missing': (r) => sendJson(r, 404, { status: 0, message: 'No such order' }),
  '/api/v1/invalid': (r) => sendJson(r, 422, { status: 0, data: { field: 'email' }, message: 'Email is invalid' }),
  '/api/v1/bad-request-text': (r) => {
    r.writeHead(400, { 'Content-Type': 'text/plain' });
    r.end('malformed');
  },
  '/api/v1/status-zero': (r) => sendJson(r, 200, { status: 0, data: null, message: 'Could not update' }),
  '/api/v1/status-minus-two': (r) => sendJson(r, 200, { status: -2, data: { reason: 'expired' }, message: 'Link expired' }),
  '/api/v1/html': (r) => {
    r.writeHead(200, { 'Content-Type': 'text/html' });
    r.end('<html><body>maintenance</body></html>');
  },
  '/api/v1/bare-array': (r) => sendJson(r, 200, [1, 2, 3]),
  '/api/v1/reset': (r) => r.socket?.destroy(),
  '/api/v1/redirect-without-target': (r) => {
    r.writeHead(300);
    r.end();
  },
  '/api/v1/silent': () => undefined,
};

let server: TestServer;
let requestsSeen: string[] = [];

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    requestsSeen.push(request.url);
    const route = routes[request.url];
    if (route) route(response);
    else sendJson(response, 404, { status: 0, message: 'no route' });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  requestsSeen = [];
  configureApiClient({});
});

function useTestServer(): void {
  configureApiClient({ baseUrl: `${server.origin}/api` });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: spec §8 error catalogue', () => {
  it('resolves with the envelope data when the envelope status is positive', async () => {
    useTestServer();
    await expect(apiGet<{ email: string }>('/v1/ok')).resolves.toEqual({ email: 'ada@example.com' });
  });

  it('classifies a refused connection as cannot-connect', async () => {
    configureApiClient({ baseUrl: `${await originWithNothingListening()}/api` });
    const error = await failureOf(apiGet('/v1/ok'));
    expect(error.kind).toBe('cannot-connect');
    expect(error.httpStatus).toBeUndefined();
  });

  it('classifies a connection reset by the server as cannot-connect', async () => {
    useTestServer();
    expect((await failureOf(apiGet('/v1/reset'))).kind).toBe('cannot-connect');
  });

  it('classifies a server that never answers within the per-call time-out as timeout', async () => {
    useTestServer();
    const started = Date.now();
    const error = await failureOf(apiGet('/v1/silent', undefined, { timeoutMs: 80 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['/v1/crash', 500],
    ['/v1/unavailable', 503],
  ])('classifies HTTP 5xx (%s) as server-error with message "Server Error" and status -1', async (path, httpStatus) => {
    useTestServer();
    const error = await failureOf(apiGet(path));
    expect(error).toMatchObject({ kind: 'server-error', message: 'Server Error', status: -1, httpStatus });
  });

  it.each([
    ['/v1/unauthorized', 401, 'unauthorized'],
    ['/v1/forbidden', 403, 'forbidden'],
    ['/v1/missing', 404, 'not-found'],
  ] as const)('classifies %s (HTTP %i) as %s', async (path, httpStatus, kind) => {
    useTestServer();
    const error = await failureOf(apiGet(path));
    expect(error).toMatchObject({ kind, httpStatus, status: 0 });
  });

  it('classifies another 4xx as rejected, carrying the HTTP status, the body and the envelope message', async () => {
    useTestServer();
    const error = await failureOf(apiPost('/v1/invalid', { email: 'nope' }));
    expect(error).toMatchObject({
      kind: 'rejected',
      httpStatus: 422,
      status: 0,
      message: 'Email is invalid',
      body: { status: 0, data: { field: 'email' }, message: 'Email is invalid' },
    });
  });

  it('keeps a non-envelope 4xx body on a rejected error and names the HTTP status in the message', async () => {
    useTestServer();
    const error = await failureOf(apiGet('/v1/bad-request-text'));
    expect(error).toMatchObject({ kind: 'rejected', httpStatus: 400, body: 'malformed' });
    expect(error.message).toContain('400');
  });

  it('classifies a request aborted in flight through its AbortSignal as cancelled', async () => {
    useTestServer();
    const controller = new AbortController();
    const pending = apiGet('/v1/silent', undefined, { signal: controller.signal });
    await expect.poll(() => requestsSeen).toContain('/api/v1/silent');
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('cancelled');
  });

  it('classifies a request whose signal was aborted before sending as cancelled, without sending it', async () => {
    useTestServer();
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(apiGet('/v1/ok', undefined, { signal: controller.signal }))).kind).toBe('cancelled');
    expect(requestsSeen).toEqual([]);
  });

  it.each([
    ['/v1/status-zero', 0, { status: 0, data: null, message: 'Could not update' }],
    ['/v1/status-minus-two', -2, { status: -2, data: { reason: 'expired' }, message: 'Link expired' }],
  ])('treats a 2xx whose envelope status is not positive (%s) as bad-data carrying the envelope', async (path, status, envelope) => {
    useTestServer();
    const error = await failureOf(apiGet(path));
    expect(error).toMatchObject({ kind: 'bad-data', status, httpStatus: 200, body: envelope, message: envelope.message });
  });

  it.each([
    ['/v1/html', '<html><body>maintenance</body></html>'],
    ['/v1/bare-array', [1, 2, 3]],
  ])('treats a 2xx body that is not an envelope (%s) as bad-data carrying the body', async (path, body) => {
    useTestServer();
    const error = await failureOf(apiGet(path));
    expect(error).toMatchObject({ kind: 'bad-data', httpStatus: 200, body });
  });

  it('classifies an answer outside every row (a 3xx without a target) as unknown', async () => {
    useTestServer();
    const error = await failureOf(apiGet('/v1/redirect-without-target'));
    expect(error).toMatchObject({ kind: 'unknown', httpStatus: 300 });
  });
});
