import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthRequirement } from '@/lib/contracts/endpoint';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import { getSecret } from '@/server/config/secrets';
import { withApi } from '@/server/http/with-api';
import { startApiServer, type ApiServer } from '@/tests/integration/setup/api-harness';
import { callApi } from './support/call-api';
import { expectErrorEnvelope, expectSuccessData } from './support/envelope';
import { testRoute } from './support/test-route';
import { bearer, tokenFor } from './support/tokens';

const callerSchema = z.object({ kind: z.string(), role: z.string().optional(), userId: z.number().optional() });

function whoAmI(auth: AuthRequirement) {
  const contract = defineEndpoint({ method: 'GET', path: `/v1/test/${auth}`, summary: `Test: ${auth}`, tags: ['Test'], auth, response: callerSchema });
  return testRoute(withApi(contract, ({ caller }) => (caller.kind === 'user' ? { kind: caller.kind, role: caller.role, userId: caller.userId } : { kind: caller.kind })));
}

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(
    Object.fromEntries((['public', 'optional', 'customer', 'admin'] as const).map((auth) => [`/api/v1/test/${auth}`, whoAmI(auth)])),
  );
});
afterAll(() => api.close());

const route = (auth: AuthRequirement) => `${api.url}/api/v1/test/${auth}`;

describe('authentication', () => {
  it('answers a customer route called without a token with 401', async () => {
    const answer = await callApi(route('customer'));
    expect(expectErrorEnvelope(answer, 401, 'UNAUTHORIZED').message).toBe('Please sign in to continue.');
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'token abc'])('answers a malformed Authorization header (%s) with 401', async (header) => {
    const answer = await callApi(route('customer'), { headers: { authorization: header } });
    expect(expectErrorEnvelope(answer, 401, 'UNAUTHORIZED').message).toBe('The Authorization header must be "Bearer <token>".');
  });

  it('answers a token that is not a valid JWT with 401', async () => {
    const answer = await callApi(route('customer'), { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(expectErrorEnvelope(answer, 401, 'UNAUTHORIZED').message).toBe('Your session is not valid. Please sign in again.');
  });

  it('answers an expired token with 401 and the expiry message', async () => {
    const answer = await callApi(route('customer'), { headers: await bearer('customer', { ttlSeconds: -60 }) });
    expect(expectErrorEnvelope(answer, 401, 'UNAUTHORIZED').message).toBe('Your session has expired. Please sign in again.');
  });

  it('answers a valid customer token on an admin route with 403', async () => {
    const answer = await callApi(route('admin'), { headers: await bearer('customer') });
    expect(expectErrorEnvelope(answer, 403, 'FORBIDDEN').message).toBe('You do not have access to this resource.');
  });

  it('refuses a token of the retired vendor role, even well signed (decision 0030: brand roles are never in a token)', async () => {
    const token = await new SignJWT({ role: 'vendor', email: 'staff@vendor.test', vid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('deskhaus')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(getSecret('AUTH_JWT_SECRET')));
    expectErrorEnvelope(await callApi(route('customer'), { headers: { authorization: `Bearer ${token}` } }), 401, 'UNAUTHORIZED');
  });

  it('passes a customer token on a customer route and gives the handler the caller', async () => {
    const data = expectSuccessData(await callApi(route('customer'), { headers: await bearer('customer', { userId: 42 }) }));
    expect(data).toEqual({ kind: 'user', role: 'customer', userId: 42 });
  });

  it.each(['customer', 'admin'] as const)('lets an admin token pass a %s route', async (auth) => {
    const data = expectSuccessData(await callApi(route(auth), { headers: await bearer('admin') }));
    expect(data).toMatchObject({ kind: 'user', role: 'admin' });
  });

  it('ignores any token on a public route, even a broken one', async () => {
    const data = expectSuccessData(await callApi(route('public'), { headers: { authorization: 'Bearer broken' } }));
    expect(data).toEqual({ kind: 'anonymous' });
  });

  it('serves an optional route anonymously without a token, as the user with one', async () => {
    expect(expectSuccessData(await callApi(route('optional')))).toEqual({ kind: 'anonymous' });
    expect(expectSuccessData(await callApi(route('optional'), { headers: await bearer('customer', { userId: 7 }) }))).toMatchObject({ userId: 7 });
  });

  it('refuses an expired token on an optional route with 401, so the client refreshes it', async () => {
    expectErrorEnvelope(await callApi(route('optional'), { headers: await bearer('customer', { ttlSeconds: -1 }) }), 401, 'UNAUTHORIZED');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await tokenFor('admin');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    expectErrorEnvelope(await callApi(route('admin'), { headers: { authorization: `Bearer ${forged}` } }), 401, 'UNAUTHORIZED');
  });
});
