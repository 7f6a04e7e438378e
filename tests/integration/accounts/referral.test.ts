import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/server/db/schema';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearerOf, endRateLimitWindows, requestSignInMail, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

/* Spec §7: an optional rid (a customer's referral code) or utm_campaign links the referrer of a
 * sign-up, given with the sign-in call (query or body) or, later that day, with the profile call. */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

async function referrerOf(customerId: number): Promise<{ referrer: number | null; campaign: string | null }> {
  const [row] = await api.db.select({ referrer: customers.referredByCustomerId, campaign: customers.signupUtmCampaign }).from(customers).where(eq(customers.id, customerId));
  return row ?? { referrer: null, campaign: null };
}

async function signUpWithQuery(email: string, query: string) {
  const { code } = await requestSignInMail(api, email);
  const answer = await api.call('POST', `/v1/customers/sign-in${query}`, { body: { grant_type: 'otp', email, code } });
  return expectSuccessData(answer) as { first_time: boolean; customer: { id: number } };
}

describe('referral on sign-up', () => {
  it('links the customer whose referral code is the rid of the sign-in body', async () => {
    const referrer = await signInWithCode(api, uniqueEmail('referrer'));
    const newcomer = await signInWithCode(api, uniqueEmail(), { rid: referrer.customer.referral_code });
    expect(await referrerOf(newcomer.customer.id)).toEqual({ referrer: referrer.customer.id, campaign: null });
  });

  it('reads rid and utm_campaign from the query string too (the spec sends them there)', async () => {
    const referrer = await signInWithCode(api, uniqueEmail('referrer'));
    const newcomer = await signUpWithQuery(uniqueEmail(), `?rid=${referrer.customer.referral_code.toLowerCase()}&utm_campaign=spring-desks`);
    expect(await referrerOf(newcomer.customer.id)).toEqual({ referrer: referrer.customer.id, campaign: 'spring-desks' });
  });

  it('takes a campaign named after a referral code as the referral', async () => {
    const referrer = await signInWithCode(api, uniqueEmail('referrer'));
    const newcomer = await signInWithCode(api, uniqueEmail(), { utm_campaign: referrer.customer.referral_code });
    expect((await referrerOf(newcomer.customer.id)).referrer).toBe(referrer.customer.id);
  });

  it('ignores an unknown rid: the sign-up still succeeds, with no referrer but the campaign kept', async () => {
    const newcomer = await signInWithCode(api, uniqueEmail(), { rid: 'NOSUCHCODE', utm_campaign: 'newsletter' });
    expect(newcomer.first_time).toBe(true);
    expect(await referrerOf(newcomer.customer.id)).toEqual({ referrer: null, campaign: 'newsletter' });
  });

  it('does not relink an existing customer who signs in again with another rid', async () => {
    const first = await signInWithCode(api, uniqueEmail('referrer'));
    const second = await signInWithCode(api, uniqueEmail('referrer'));
    const email = uniqueEmail();
    const customer = await signInWithCode(api, email, { rid: first.customer.referral_code });
    await endRateLimitWindows(api.db);
    await signInWithCode(api, email, { rid: second.customer.referral_code });
    expect((await referrerOf(customer.customer.id)).referrer).toBe(first.customer.id);
  });

  it('links from the profile call when the sign-up had no rid, on the day of the sign-up', async () => {
    const referrer = await signInWithCode(api, uniqueEmail('referrer'));
    const newcomer = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await api.call('GET', `/v1/me/profile?rid=${referrer.customer.referral_code}`, { headers: bearerOf(newcomer) }));
    expect((await referrerOf(newcomer.customer.id)).referrer).toBe(referrer.customer.id);
  });

  it('does not link an account older than a day from the profile call', async () => {
    const referrer = await signInWithCode(api, uniqueEmail('referrer'));
    const veteran = await signInWithCode(api, uniqueEmail());
    await api.db.update(customers).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(customers.id, veteran.customer.id));
    expectSuccessData(await api.call('GET', `/v1/me/profile?rid=${referrer.customer.referral_code}`, { headers: bearerOf(veteran) }));
    expect((await referrerOf(veteran.customer.id)).referrer).toBeNull();
  });

  it('never links a customer to themself', async () => {
    const customer = await signInWithCode(api, uniqueEmail());
    expectSuccessData(await api.call('GET', `/v1/me/profile?rid=${customer.customer.referral_code}`, { headers: bearerOf(customer) }));
    expect((await referrerOf(customer.customer.id)).referrer).toBeNull();
  });
});
