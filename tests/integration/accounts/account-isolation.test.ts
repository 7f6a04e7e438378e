import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { syncStaffEmails } from '@/server/accounts/operators/sync-staff-emails';
import { bearerOf, latestEmailChangeCode, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

/* Design §6: a customer sees and changes only their own data. The account is always the one of
 * the access token; no field, parameter or header of a request can name another. */

let api: AccountsApi;
let alice: SignInAnswer;
let bob: SignInAnswer;
beforeAll(async () => {
  api = await startAccountsApi();
  alice = await signInWithCode(api, uniqueEmail('alice'));
  bob = await signInWithCode(api, uniqueEmail('bob'));
  expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { fullname: 'Bob Original', city: 'Berlin' }, headers: bearerOf(bob) }));
});
afterAll(() => api.close());

const bobsProfile = async () => expectSuccessData(await api.call('GET', '/v1/me/profile', { headers: bearerOf(bob) })) as Record<string, unknown>;

describe("one customer and another's account", () => {
  it("answers Alice's own profile whatever ids she puts in the query", async () => {
    for (const query of [`?id=${bob.customer.id}`, `?customer_id=${bob.customer.id}`, `?email=${encodeURIComponent(bob.customer.email)}`]) {
      const profile = expectSuccessData(await api.call('GET', `/v1/me/profile${query}`, { headers: bearerOf(alice) }));
      expect(profile).toMatchObject({ id: alice.customer.id, email: alice.customer.email });
    }
  });

  it("refuses an update naming Bob's id and leaves Bob's profile as it was", async () => {
    for (const body of [{ id: bob.customer.id, fullname: 'Hacked' }, { customer_id: bob.customer.id, fullname: 'Hacked' }]) {
      expectErrorEnvelope(await api.call('PUT', '/v1/me/update', { body, headers: bearerOf(alice) }), 400, 'VALIDATION_FAILED');
    }
    expect(await bobsProfile()).toMatchObject({ fullname: 'Bob Original', city: 'Berlin' });
  });

  it("changes Alice's profile, never Bob's, when Alice updates", async () => {
    expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { fullname: 'Alice Changed' }, headers: bearerOf(alice) }));
    expect(await bobsProfile()).toMatchObject({ fullname: 'Bob Original' });
  });

  it("cannot take Bob's e-mail address: no code reaches Alice, so she cannot take over his sign-in", async () => {
    expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { email: bob.customer.email }, headers: bearerOf(alice) }));
    expect(await latestEmailChangeCode(api.db, bob.customer.email)).toBeUndefined();
    expectErrorEnvelope(await api.call('POST', '/v1/me/verify-email-change', { body: { code: '000000' }, headers: bearerOf(alice) }), 422, 'UNPROCESSABLE');
    expect(await bobsProfile()).toMatchObject({ email: bob.customer.email });
  });

  it('shows Alice only her own notifications and payment setting', async () => {
    const notifications = expectSuccessData(await api.call('GET', '/v1/customers/in-app-notifications', { headers: bearerOf(alice) })) as { items: unknown[] };
    expect(notifications.items).toHaveLength(1); // her welcome, not Bob's
    expectSuccessData(await api.call('GET', '/v1/me/payment-setting', { headers: bearerOf(alice) }));
  });

  it("refuses a token forged for Bob's id (signed with another secret)", async () => {
    const forged = await new SignJWT({ role: 'customer', email: bob.customer.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(bob.customer.id))
      .setIssuer('deskhaus')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    expectErrorEnvelope(await api.call('GET', '/v1/me/profile', { headers: { authorization: `Bearer ${forged}` } }), 401, 'UNAUTHORIZED');
  });

  it("gives an operator their own account only (decision 0030: an admin token is a person's token), never Bob's", async () => {
    const email = uniqueEmail('operator');
    await syncStaffEmails(api.db, email);
    const operator = await signInWithCode(api, email);
    const profile = expectSuccessData(await api.call('GET', `/v1/me/profile?id=${bob.customer.id}`, { headers: bearerOf(operator) }));
    expect(profile).toMatchObject({ id: operator.customer.id, email });
    expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { fullname: 'Operator' }, headers: bearerOf(operator) }));
    expect(await bobsProfile()).toMatchObject({ fullname: 'Bob Original' });
  });

  it("cannot sign out Bob's session without Bob's refresh token", async () => {
    expectSuccessData(await api.call('POST', '/v1/customers/sign-out', { body: { refresh_token: alice.refresh_token }, headers: bearerOf(alice) }));
    expectSuccessData(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: bob.refresh_token } }));
  });
});
