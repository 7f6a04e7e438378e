import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN, SEND_LIMIT_PER_EMAIL, SEND_LIMIT_PER_IP } from '@/server/accounts/sign-in-limits';
import { loginChallenges, mailOutbox } from '@/server/db/schema';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { endRateLimitWindows, latestSignInMail, nextIp, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

let api: AccountsApi;
const siteUrl = 'https://shop.deskhaus.test';
beforeAll(async () => {
  process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  api = await startAccountsApi();
});
afterAll(() => api.close());

const send = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  api.call('POST', '/v1/customers/send-login-verification', { body, ...options });

const SENT = { sent: true, resend_after_seconds: 60, code_expires_in_seconds: 600, link_expires_in_seconds: 900 };

async function mailCount(email: string): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return row?.n ?? 0;
}

describe('POST /v1/customers/send-login-verification', () => {
  it('e-mails a 6-digit code and an absolute link to /otp with the address and a token', async () => {
    const email = uniqueEmail();
    expect(expectSuccessData(await send({ email }))).toEqual(SENT);
    const mail = await latestSignInMail(api.db, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/otp`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers an address with an account exactly like one without (no enumeration)', async () => {
    const known = uniqueEmail();
    await signInWithCode(api, known);
    await endRateLimitWindows(api.db);
    const unknown = uniqueEmail();
    const answers: Record<'known' | 'unknown', ApiAnswer> = { known: await send({ email: known }), unknown: await send({ email: unknown }) };
    expect(answers.known.status).toBe(answers.unknown.status);
    expect(answers.known.json).toEqual(answers.unknown.json);
    expect(answers.known.headers.get('content-length')).toBe(answers.unknown.headers.get('content-length'));
    // Both get a mail: the sign-up is simply the first sign-in.
    expect(await mailCount(known)).toBe(2);
    expect(await mailCount(unknown)).toBe(1);
  });

  it('takes about as long for a known address as for an unknown one', async () => {
    const known = uniqueEmail();
    await signInWithCode(api, known);
    const time = async (email: string) => {
      await endRateLimitWindows(api.db);
      const started = performance.now();
      expectSuccessData(await send({ email }));
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      knownTimes.push(await time(known));
      unknownTimes.push(await time(uniqueEmail()));
    }
    // Same order of magnitude: the work is the same, only scheduling noise differs.
    expect(median(knownTimes)).toBeLessThan(median(unknownTimes) * 3 + 20);
    expect(median(unknownTimes)).toBeLessThan(median(knownTimes) * 3 + 20);
  });

  it('writes the mail in the language of the location header, with the link on that locale', async () => {
    const email = uniqueEmail();
    expectSuccessData(await send({ email }, { headers: { location: 'fr-FR' } }));
    const mail = await latestSignInMail(api.db, email);
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Votre code de connexion Deskhaus');
    expect(mail.text).toContain('Votre code de connexion');
    expect(new URL(mail.link).pathname).toBe('/fr-FR/otp');
  });

  it('prefers the body locale over the header', async () => {
    const email = uniqueEmail();
    expectSuccessData(await send({ email, locale: 'de-DE' }, { headers: { location: 'fr-FR' } }));
    const mail = await latestSignInMail(api.db, email);
    expect(mail.subject).toBe('Ihr Anmeldecode für Deskhaus');
    expect(new URL(mail.link).pathname).toBe('/de-DE/otp');
  });

  it('refuses a second mail within 60 seconds with 429, Retry-After and a clear message', async () => {
    const email = uniqueEmail();
    expectSuccessData(await send({ email }));
    const refused = await send({ email });
    const envelope = expectErrorEnvelope(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(RESEND_COOLDOWN.windowMs / 1000);
    expect(envelope.message).toBe(`A code was just sent to this address. You can ask for a new one in ${retryAfter} seconds.`);
    expect(await mailCount(email)).toBe(1);
  });

  it('sends again once the 60 seconds are over', async () => {
    const email = uniqueEmail();
    expectSuccessData(await send({ email }));
    await endRateLimitWindows(api.db, RESEND_COOLDOWN.scope);
    expectSuccessData(await send({ email }));
    expect(await mailCount(email)).toBe(2);
  });

  it('sends at most 5 mails per address per 15 minutes, whatever the client address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < SEND_LIMIT_PER_EMAIL.limit; i += 1) {
      expectSuccessData(await send({ email }));
      await endRateLimitWindows(api.db, RESEND_COOLDOWN.scope);
    }
    const refused = await send({ email });
    expect(expectErrorEnvelope(refused, 429, 'RATE_LIMITED').message).toMatch(/^Too many codes were sent to this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await mailCount(email)).toBe(SEND_LIMIT_PER_EMAIL.limit);
  });

  it('lets exactly 20 of 30 simultaneous requests from one client address through', async () => {
    const ip = nextIp();
    const emails = Array.from({ length: 30 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(emails.map((email) => send({ email }, { ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SEND_LIMIT_PER_IP.limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30 - SEND_LIMIT_PER_IP.limit);
    for (const answer of refused) expect(expectErrorEnvelope(answer, 429, 'RATE_LIMITED').message).toMatch(/from your network/);
    const mails = await Promise.all(emails.map(mailCount));
    expect(mails.reduce((a, b) => a + b, 0)).toBe(SEND_LIMIT_PER_IP.limit);
  });

  it('sends exactly one mail when 30 requests for one address arrive at once from different networks', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 30 }, () => send({ email })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(29);
    expect(await mailCount(email)).toBe(1);
    const challenges = await api.db.select().from(loginChallenges).where(eq(loginChallenges.email, email));
    expect(challenges).toHaveLength(1);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    const answers = [];
    for (let i = 1; i <= SEND_LIMIT_PER_IP.limit + 1; i += 1) answers.push(await send({ email: uniqueEmail('v6') }, { ip: `2001:db8:77:1::${i.toString(16)}` }));
    expect(answers.slice(0, SEND_LIMIT_PER_IP.limit).every((a) => a.status === 200)).toBe(true);
    expectErrorEnvelope(answers[SEND_LIMIT_PER_IP.limit] as ApiAnswer, 429, 'RATE_LIMITED');
  });

  it.each([
    ['no e-mail', {}],
    ['not an e-mail', { email: 'not-an-email' }],
    ['an unknown locale', { email: 'a@example.test', locale: 'xx-XX' }],
    ['an unknown field', { email: 'a@example.test', password: 'x' }],
  ])('refuses %s with 400 and sends nothing', async (_name, body) => {
    const before = await api.db.select({ n: count() }).from(mailOutbox);
    expectErrorEnvelope(await send(body), 400, 'VALIDATION_FAILED');
    expect(await api.db.select({ n: count() }).from(mailOutbox)).toEqual(before);
  });
});
