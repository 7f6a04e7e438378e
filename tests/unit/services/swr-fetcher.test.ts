import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/services/api-client-config';
import { ApiError } from '@/services/api-error';
import { swrFetcher } from '@/services/swr-fetcher';
import { originWithNothingListening, sendJson, startTestServer, type TestServer } from './support/test-server';

/** Spec §8: "the data fetcher throws the bad data or the error kind". */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.startsWith('/api/v1/referrals')) sendJson(response, 200, { status: 1, data: { url: request.url }, message: 'OK' });
    else if (request.url === '/api/v1/bad') sendJson(response, 200, { status: 0, data: { hint: 'x' }, message: 'Nope' });
    else if (request.url === '/api/v1/empty') response.end();
    else if (request.url === '/api/v1/locked') sendJson(response, 403, { status: 0, message: 'Forbidden' });
    else sendJson(response, 404, { status: 0, message: 'Not found' });
  });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  configureApiClient({});
});

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the fetch to fail');
}

describe('swrFetcher', () => {
  it('GETs the key used as a path and resolves with the envelope data', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    await expect(swrFetcher('/v1/referrals')).resolves.toEqual({ url: '/api/v1/referrals' });
  });

  it('sends the params of a [path, params] key as the query', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    await expect(swrFetcher(['/v1/referrals', { page: 2, limit: 12, type: '' }])).resolves.toEqual({
      url: '/api/v1/referrals?page=2&limit=12',
    });
  });

  it('throws the envelope itself, not an Error, when the envelope status is not positive', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    const thrown = await thrownBy(swrFetcher('/v1/bad'));
    expect(thrown).not.toBeInstanceOf(ApiError);
    expect(thrown).toEqual({ status: 0, data: { hint: 'x' }, message: 'Nope' });
  });

  it('throws a bad-data ApiError carrying the body when a 2xx has no envelope', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    const thrown = await thrownBy(swrFetcher('/v1/empty'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'bad-data', httpStatus: 200, body: '' });
  });

  it('throws the ApiError naming the kind when the server refuses the request', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    const thrown = await thrownBy(swrFetcher('/v1/locked'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'forbidden', httpStatus: 403 });
  });

  it('throws the ApiError naming the kind when the server cannot be reached', async () => {
    configureApiClient({ baseUrl: `${await originWithNothingListening()}/api` });
    const thrown = await thrownBy(swrFetcher('/v1/referrals'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'cannot-connect' });
  });
});
