import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE_MAX_ATTEMPTS, SIGN_IN_LIMIT_PER_IP } from '@/server/accounts/sign-in-limits';
import { customers, loginChallenges } from '@/server/db/schema';
import { verifyAccessToken } from '@/server/http/access-token';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { ageChallenges, endRateLimitWindows, nextIp, requestSignInMail, startAccountsApi, uniqueEmail, type AccountsApi, refreshTokenOf } from './support/accounts-api';

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

const signIn = (body: Record<string, unknown>, ip?: string) => api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', ...body }, ip });

/** A code that differs from the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with an e-mailed code (grant otp)', () => {
  it('signs a new address up: first_time, tokens, the profile and no cart yet', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    const answer = await signIn({ email, code });
    const data = expectSuccessData(answer) as Record<string, unknown>;
    expect(data).toMatchObject({ first_time: true, cart_id: null, customer: { email, fullname: '', first_name: email.split('@')[0], company: null, is_sign_up: true } });
    // The refresh token is never in the body of a browser's sign-in: only in its HttpOnly cookie.
    expect(data).not.toHaveProperty('refresh_token');
    expect(refreshTokenOf(answer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verified = await verifyAccessToken(String(data.access_token));
    expect(verified).toMatchObject({ ok: true, claims: { role: 'customer', email } });
  });

  it('signs an existing customer in with first_time false and the same account', async () => {
    const email = uniqueEmail();
    const first = expectSuccessData(await signIn({ email, code: (await requestSignInMail(api, email)).code })) as { customer: { id: number } };
    await endRateLimitWindows(api.db);
    const second = expectSuccessData(await signIn({ email, code: (await requestSignInMail(api, email)).code })) as { first_time: boolean; customer: { id: number } };
    expect(second.first_time).toBe(false);
    expect(second.customer.id).toBe(first.customer.id);
  });

  it('treats the e-mail case-insensitively: one account for Ann@X and ann@x', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { code } = await requestSignInMail(api, email.toUpperCase());
    const data = expectSuccessData(await signIn({ email: `  ${email.toUpperCase()} `, code })) as { customer: { email: string } };
    expect(data.customer.email).toBe(email.toLowerCase());
    const rows = await api.db.select().from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it('accepts a pasted code with a space or a dash in the middle', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    expectSuccessData(await signIn({ email, code: `${code.slice(0, 3)} ${code.slice(3)}` }));
  });

  it('uses a code once: the same code again is refused with 422', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    expectSuccessData(await signIn({ email, code }));
    const again = expectErrorEnvelope(await signIn({ email, code }), 422, 'UNPROCESSABLE');
    expect(again.message).toMatch(/new code/);
  });

  it('refuses a wrong code with 401 and the tries left', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    const answer = expectErrorEnvelope(await signIn({ email, code: wrong(code) }), 401, 'UNAUTHORIZED');
    expect(answer.message).toBe(`That code is not right. ${LOGIN_CODE_MAX_ATTEMPTS - 1} tries left.`);
    expect(answer.data.issues).toEqual([{ path: 'body.code', message: answer.message }]);
    expectSuccessData(await signIn({ email, code }));
  });

  it('kills the code after 5 wrong ones: the right code (and the link) then fail with 422', async () => {
    const email = uniqueEmail();
    const { code, token } = await requestSignInMail(api, email);
    for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS; i += 1) expectErrorEnvelope(await signIn({ email, code: wrong(code) }), 401, 'UNAUTHORIZED');
    expect(expectErrorEnvelope(await signIn({ email, code }), 422, 'UNPROCESSABLE').message).toBe('Too many wrong codes were entered. Ask for a new code.');
    expectErrorEnvelope(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'magic_link', email, token } }), 422, 'UNPROCESSABLE');
  });

  it('counts at most 5 tries even when 30 wrong codes arrive at once', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn({ email, code: wrong(code) })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_CODE_MAX_ATTEMPTS);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(30 - LOGIN_CODE_MAX_ATTEMPTS);
    const [challenge] = await api.db.select().from(loginChallenges).where(eq(loginChallenges.email, email));
    expect(challenge?.attempts).toBe(LOGIN_CODE_MAX_ATTEMPTS);
  });

  it('refuses an expired code (older than 10 minutes) with 422', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    await ageChallenges(api.db, email, 10 * 60_000 + 1_000);
    expect(expectErrorEnvelope(await signIn({ email, code }), 422, 'UNPROCESSABLE').message).toBe('This code has expired. Ask for a new code.');
  });

  it('still accepts a code just before its 10 minutes are up', async () => {
    const email = uniqueEmail();
    const { code } = await requestSignInMail(api, email);
    await ageChallenges(api.db, email, 10 * 60_000 - 5_000);
    expectSuccessData(await signIn({ email, code }));
  });

  it("refuses one address's code for another address", async () => {
    const owner = uniqueEmail();
    const other = uniqueEmail();
    const { code } = await requestSignInMail(api, owner);
    await requestSignInMail(api, other);
    expectErrorEnvelope(await signIn({ email: other, code }), 401, 'UNAUTHORIZED');
  });

  it('refuses a code for an address that never asked for one with 422', async () => {
    expectErrorEnvelope(await signIn({ email: uniqueEmail(), code: '123456' }), 422, 'UNPROCESSABLE');
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('refuses a malformed code %j with 400 before looking anything up', async (code) => {
    expectErrorEnvelope(await signIn({ email: uniqueEmail(), code }), 400, 'VALIDATION_FAILED');
  });

  it('limits credential sign-ins per client address, right or wrong', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: SIGN_IN_LIMIT_PER_IP.limit + 10 }, () => signIn({ email: uniqueEmail(), code: '000000' }, ip)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps only hashes: neither the code nor the link token is stored', async () => {
    const email = uniqueEmail();
    const mail = await requestSignInMail(api, email);
    const stored = JSON.stringify(await api.db.select().from(loginChallenges).where(eq(loginChallenges.email, email)));
    expect(stored).not.toContain(mail.code);
    expect(stored).not.toContain(mail.token);
  });
});
