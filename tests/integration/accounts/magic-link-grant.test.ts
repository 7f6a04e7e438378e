import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { ageChallenges, endRateLimitWindows, requestSignInMail, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const signIn = (email: string, token: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'magic_link', email, token } });

describe('sign-in with the e-mailed link (grant magic_link)', () => {
  it('signs up with the email and token of the link', async () => {
    const email = uniqueEmail();
    const { link } = await requestSignInMail(api, email);
    const url = new URL(link);
    const data = expectSuccessData(await signIn(url.searchParams.get('email') ?? '', url.searchParams.get('token') ?? '')) as Record<string, unknown>;
    expect(data).toMatchObject({ first_time: true, customer: { email } });
  });

  it('works once: the same link again is refused with 422 "already used"', async () => {
    const email = uniqueEmail();
    const { token } = await requestSignInMail(api, email);
    expectSuccessData(await signIn(email, token));
    expect(expectErrorEnvelope(await signIn(email, token), 422, 'UNPROCESSABLE').message).toBe('This sign-in link was already used. Ask for a new sign-in e-mail.');
  });

  it('uses up the code too: after the link, the code of the same mail is refused', async () => {
    const email = uniqueEmail();
    const { token, code } = await requestSignInMail(api, email);
    expectSuccessData(await signIn(email, token));
    expectErrorEnvelope(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code } }), 422, 'UNPROCESSABLE');
  });

  it('lets exactly one of 10 simultaneous uses of a link sign in', async () => {
    const email = uniqueEmail();
    const { token } = await requestSignInMail(api, email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(email, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(9);
  });

  it('refuses a link older than 15 minutes with 422, and accepts one after the code expired', async () => {
    const fresh = uniqueEmail();
    const freshMail = await requestSignInMail(api, fresh);
    await ageChallenges(api.db, fresh, 12 * 60_000); // code (10 min) dead, link (15 min) alive
    expectSuccessData(await signIn(fresh, freshMail.token));

    const stale = uniqueEmail();
    const staleMail = await requestSignInMail(api, stale);
    await ageChallenges(api.db, stale, 15 * 60_000 + 1_000);
    expect(expectErrorEnvelope(await signIn(stale, staleMail.token), 422, 'UNPROCESSABLE').message).toBe('This sign-in link has expired. Ask for a new sign-in e-mail.');
  });

  it('refuses an unknown token with 401', async () => {
    const email = uniqueEmail();
    await requestSignInMail(api, email);
    expect(expectErrorEnvelope(await signIn(email, 'A'.repeat(43)), 401, 'UNAUTHORIZED').message).toBe('This sign-in link is not valid.');
  });

  it("refuses one address's link presented with another address with 401, and leaves it usable", async () => {
    const owner = uniqueEmail();
    const { token } = await requestSignInMail(api, owner);
    expectErrorEnvelope(await signIn(uniqueEmail(), token), 401, 'UNAUTHORIZED');
    expectSuccessData(await signIn(owner, token));
  });

  it('refuses the link of an earlier mail once a newer one was sent', async () => {
    const email = uniqueEmail();
    const first = await requestSignInMail(api, email);
    await endRateLimitWindows(api.db, 'login-send:cooldown');
    const second = await requestSignInMail(api, email);
    expect(expectErrorEnvelope(await signIn(email, first.token), 422, 'UNPROCESSABLE').message).toMatch(/newer sign-in e-mail/);
    expectSuccessData(await signIn(email, second.token));
  });

  it.each([['short'], ['has spaces in it and is long enough'], ['x'.repeat(300)]])('refuses a malformed token %j with 400', async (token) => {
    expectErrorEnvelope(await signIn(uniqueEmail(), token), 400, 'VALIDATION_FAILED');
  });
});
