import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, LOCALE_HEADER, apiClient, apiDelete, apiGet, apiPost, apiPut } from '@/services/api-client';
import { configureApiClient } from '@/services/api-client-config';
import { sendJson, startTestServer, type ReceivedRequest, type TestServer } from './support/test-server';

/** What the client puts on the wire (spec §7), seen by a server that echoes each request back. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => sendJson(response, 200, { status: 1, data: request, message: 'echo' }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  configureApiClient({});
  vi.unstubAllEnvs();
  vi.resetModules();
});

function useTestServer(options: Parameters<typeof configureApiClient>[0] = {}): void {
  configureApiClient({ baseUrl: `${server.origin}/api`, ...options });
}

describe('api client requests (spec §7)', () => {
  it('prefixes every path with the API base', async () => {
    useTestServer();
    const echoed = await apiGet<ReceivedRequest>('/v1/me/profile');
    expect(echoed).toMatchObject({ method: 'GET', url: '/api/v1/me/profile' });
  });

  it('sends the access token as a bearer Authorization header when one exists', async () => {
    useTestServer({ getAccessToken: () => 'token-123' });
    const echoed = await apiGet<ReceivedRequest>('/v1/me/profile');
    expect(echoed.headers.authorization).toBe('Bearer token-123');
  });

  it('reads the token at call time, so a sign-in between calls is picked up', async () => {
    const session: { token?: string } = {};
    useTestServer({ getAccessToken: () => session.token });
    expect((await apiGet<ReceivedRequest>('/v1/me/profile')).headers.authorization).toBeUndefined();
    session.token = 'fresh';
    expect((await apiGet<ReceivedRequest>('/v1/me/profile')).headers.authorization).toBe('Bearer fresh');
  });

  it('sends no Authorization header without a token, including an empty one', async () => {
    useTestServer({ getAccessToken: () => '' });
    const echoed = await apiGet<ReceivedRequest>('/v1/me/profile');
    expect(echoed.headers).not.toHaveProperty('authorization');
  });

  it('sends the current locale in the "location" header', async () => {
    useTestServer({ getLocale: () => 'fr-FR' });
    const echoed = await apiGet<ReceivedRequest>('/v1/me/profile');
    expect(echoed.headers[LOCALE_HEADER]).toBe('fr-FR');
  });

  it('sends en-US in the "location" header by default and when the locale is empty', async () => {
    useTestServer();
    expect((await apiGet<ReceivedRequest>('/v1/me/profile')).headers.location).toBe('en-US');
    useTestServer({ getLocale: () => '' });
    expect((await apiGet<ReceivedRequest>('/v1/me/profile')).headers.location).toBe('en-US');
  });

  it('sends bodies as JSON and asks for JSON back', async () => {
    useTestServer();
    const echoed = await apiPost<ReceivedRequest>('/v1/me/work-email', { email: 'ada@example.com' });
    expect(echoed.headers['content-type']).toMatch(/^application\/json/);
    expect(echoed.headers.accept).toMatch(/application\/json/);
    expect(JSON.parse(echoed.body)).toEqual({ email: 'ada@example.com' });
  });

  it('uses the method of each helper', async () => {
    useTestServer();
    expect((await apiPut<ReceivedRequest>('/v1/me/update', { city: 'Lyon' })).method).toBe('PUT');
    expect((await apiDelete<ReceivedRequest>('/v1/me/work-email')).method).toBe('DELETE');
    expect((await apiPost<ReceivedRequest>('/v1/customers/sign-out')).method).toBe('POST');
  });

  it('sends query arrays as repeated keys and drops unset values (spec §5)', async () => {
    useTestServer();
    const echoed = await apiGet<ReceivedRequest>('/v1/products', {
      product_codes: 'DESK-1',
      'ids[]': [1, 2],
      statuses: [0, 5],
      q: '',
      rid: null,
      page: 2,
    });
    expect(echoed.url).toBe('/api/v1/products?product_codes=DESK-1&ids[]=1&ids[]=2&statuses=0&statuses=5&page=2');
  });

  it('sends query params alongside a body when a POST asks for both', async () => {
    useTestServer();
    const echoed = await apiPost<ReceivedRequest>('/v1/customers/sign-in', { grant_type: 'otp' }, { params: { rid: 'r1', utm_campaign: '' } });
    expect(echoed.url).toBe('/api/v1/customers/sign-in?rid=r1');
  });

  it('validates data against a schema when one is given', async () => {
    useTestServer();
    const schema = z.object({ method: z.literal('GET') });
    await expect(apiGet('/v1/ping', undefined, { schema })).resolves.toEqual({ method: 'GET' });
    await expect(apiPost('/v1/ping', undefined, { schema })).rejects.toMatchObject({ kind: 'bad-data', status: 1 });
  });

  it('sends credentials and gives up after 60 seconds by default', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(apiClient.defaults.timeout).toBe(60_000);
    expect(apiClient.defaults.withCredentials).toBe(true);
  });

  it('uses /api as the base when NEXT_PUBLIC_API_BASE is not set', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE', '');
    const fresh = await import('@/services/api-client-config');
    expect(fresh.currentApiClientConfig().baseUrl).toBe('/api');
  });

  it('uses NEXT_PUBLIC_API_BASE as the base when it is set', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE', 'https://api.deskhaus.test/api');
    const fresh = await import('@/services/api-client-config');
    expect(fresh.currentApiClientConfig().baseUrl).toBe('https://api.deskhaus.test/api');
  });

  it('sends requests to NEXT_PUBLIC_API_BASE when the app configures only token and locale', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE', `${server.origin}/from-env`);
    const freshConfig = await import('@/services/api-client-config');
    const freshClient = await import('@/services/api-client');
    freshConfig.configureApiClient({ getLocale: () => 'de-DE' });
    const echoed = await freshClient.apiGet<ReceivedRequest>('/v1/me/reward');
    expect(echoed).toMatchObject({ url: '/from-env/v1/me/reward', headers: { location: 'de-DE' } });
  });
});
