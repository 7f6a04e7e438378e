import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { syncStaffEmails } from '@/server/accounts/operators/sync-staff-emails';
import { operators } from '@/server/db/schema/accounts/operators';
import { verifyAccessToken } from '@/server/http/access-token';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearerOf, changeEmail, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi, confirmedOf, sessionOf } from './support/accounts-api';

/* Decision 0030: operators are people who sign in like everyone; the role comes from the
 * operators list, bound to the account that first proves the address, and is read again on
 * every admin request. */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi(['pages/api/v1/admin']);
});
afterAll(() => api.close());

const roleOf = async (token: string) => {
  const verified = await verifyAccessToken(token);
  if (!verified.ok) throw new Error('token not valid');
  return verified.claims.role;
};
const adminList = (token: string) => api.call('GET', '/v1/admin/reviews', { headers: bearerOf({ access_token: token }) });
const refresh = (refreshToken: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'refresh_token', refresh_token: refreshToken } });

describe('operators sign in like everyone', () => {
  it('gives an admin token to an address of STAFF_EMAILS that proves itself with a code, and binds it', async () => {
    const email = uniqueEmail('ops');
    await syncStaffEmails(api.db, email);
    const answer = await signInWithCode(api, email);
    expect(await roleOf(answer.access_token)).toBe('admin');
    expectSuccessData(await adminList(answer.access_token));
    const [row] = await api.db.select().from(operators).where(eq(operators.email, email));
    expect(row?.customerId).toBe(answer.customer.id);
    // A refresh keeps the role: it is read from the list, bound to the account.
    expect(await roleOf((sessionOf(await refresh(answer.refresh_token))).access_token)).toBe('admin');
  });

  it('gives a seeded operator address the admin role too', async () => {
    const email = uniqueEmail('seeded');
    await api.db.insert(operators).values({ email, source: 'seed' });
    expect(await roleOf((await signInWithCode(api, email)).access_token)).toBe('admin');
  });

  it('grants nothing to a customer who changes their e-mail to an operator address and refreshes', async () => {
    const operatorEmail = uniqueEmail('ops-unclaimed');
    await syncStaffEmails(api.db, operatorEmail);
    const customer = await signInWithCode(api, uniqueEmail('shopper'));
    const changed = confirmedOf(await changeEmail(api, customer, operatorEmail));
    expect(await roleOf(changed.access_token)).toBe('customer');
    const refreshed = sessionOf(await refresh(changed.refresh_token));
    expect(await roleOf(refreshed.access_token)).toBe('customer');
    expectErrorEnvelope(await adminList(refreshed.access_token), 403, 'FORBIDDEN');
    const [row] = await api.db.select().from(operators).where(eq(operators.email, operatorEmail));
    expect(row?.customerId).toBeNull();
  });

  it('refuses an operator removed from the list at their next admin request, with their still valid token', async () => {
    const email = uniqueEmail('ops-leaving');
    await syncStaffEmails(api.db, email);
    const answer = await signInWithCode(api, email);
    expectSuccessData(await adminList(answer.access_token));
    await syncStaffEmails(api.db, '');
    expectErrorEnvelope(await adminList(answer.access_token), 403, 'FORBIDDEN');
    expect(await roleOf(sessionOf(await refresh(answer.refresh_token)).access_token)).toBe('customer');
  });
});

describe('syncStaffEmails', () => {
  it('adds the listed addresses as env rows and removes env rows no longer listed, leaving seeded ones', async () => {
    const [a, b, seeded] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('seed')];
    await api.db.insert(operators).values({ email: seeded, source: 'seed' });
    await syncStaffEmails(api.db, ` ${a.toUpperCase()}, ${b} not-an-address`);
    const listed = async () => (await api.db.select({ email: operators.email, source: operators.source }).from(operators)).map((row) => `${row.source}:${row.email}`);
    expect(await listed()).toEqual(expect.arrayContaining([`env:${a}`, `env:${b}`, `seed:${seeded}`]));
    await syncStaffEmails(api.db, b);
    const after = await listed();
    expect(after).toContain(`env:${b}`);
    expect(after).not.toContain(`env:${a}`);
    expect(after).toContain(`seed:${seeded}`);
  });
});
