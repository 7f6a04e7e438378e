import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearerOf, endRateLimitWindows, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi, sessionOf } from './support/accounts-api';
import { tokenFor } from '@/tests/integration/api/support/tokens';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const refresh = (token: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: token } });
const signOut = (body?: unknown, headers?: Record<string, string>) => api.call('POST', '/v1/customers/sign-out', { body, headers });

describe('POST /v1/customers/sign-out', () => {
  it('revokes the refresh token given in the body, and answers cart_id', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expect(expectSuccessData(await signOut({ refresh_token: session.refresh_token }, bearerOf(session)))).toEqual({ cart_id: null });
    expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('revokes the whole family: tokens rotated before the sign-out stop working too', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const rotated = sessionOf(await refresh(session.refresh_token));
    expectSuccessData(await signOut({ refresh_token: session.refresh_token }));
    expectErrorEnvelope(await refresh(rotated.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('falls back to the refresh_token cookie when the body has none (the browser sends its cookies)', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await signOut(undefined, { cookie: `token=${session.access_token}; refresh_token=${session.refresh_token}; CART_ID=guest-1` }));
    expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('refuses a cookie-driven sign-out sent from another site (Origin or Sec-Fetch-Site), and the session goes on', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const cookie = `refresh_token=${session.refresh_token}`;
    expectErrorEnvelope(await signOut(undefined, { cookie, origin: 'https://evil.example' }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await signOut(undefined, { cookie, 'sec-fetch-site': 'cross-site' }), 403, 'FORBIDDEN');
    expectErrorEnvelope(await signOut(undefined, { cookie, origin: 'null' }), 403, 'FORBIDDEN');
    const next = sessionOf(await refresh(session.refresh_token));
    const host = new URL(api.url).host;
    expectSuccessData(await signOut(undefined, { cookie: `refresh_token=${next.refresh_token}`, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' }));
    expectErrorEnvelope(await refresh(next.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('signs out even with an expired access token in the header', async () => {
    const session = await signInWithCode(api, uniqueEmail());
    const expired = await tokenFor('customer', { userId: session.customer.id, ttlSeconds: -60 });
    expectSuccessData(await signOut({ refresh_token: session.refresh_token }, { authorization: `Bearer ${expired}` }));
    expectErrorEnvelope(await refresh(session.refresh_token), 401, 'UNAUTHORIZED');
  });

  it('succeeds without any token, and with an unknown one', async () => {
    expect(expectSuccessData(await signOut())).toEqual({ cart_id: null });
    expect(expectSuccessData(await signOut({ refresh_token: 'C'.repeat(43) }))).toEqual({ cart_id: null });
  });

  it('does not end the other sessions of the customer', async () => {
    const email = uniqueEmail();
    const first = await signInWithCode(api, email);
    await endRateLimitWindows(api.db);
    const second = await signInWithCode(api, email);
    expectSuccessData(await signOut({ refresh_token: first.refresh_token }));
    expectSuccessData(await refresh(second.refresh_token));
  });

  it('refuses a malformed token or unknown fields with 400', async () => {
    expectErrorEnvelope(await signOut({ refresh_token: 'not a token' }), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await signOut({ customer_id: 1 }), 400, 'VALIDATION_FAILED');
  });
});
