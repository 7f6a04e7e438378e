import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_TOKEN_TTL_MS, SUBSCRIBE_LIMIT_PER_EMAIL, SUBSCRIBE_LIMIT_PER_IP, TOKEN_LIMIT_PER_IP } from '@/server/notifications/newsletter/newsletter-limits';
import type { ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import {
  ageLink,
  endRateLimitWindows,
  latestConfirmationMail,
  mailsTo,
  nextIp,
  startNewsletterApi,
  statusOf,
  uniqueEmail,
  type NewsletterApi,
} from './newsletter-api';

let api: NewsletterApi;
const siteUrl = 'https://shop.deskhaus.test';
beforeAll(async () => {
  process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
  api = await startNewsletterApi();
});
afterAll(() => api.close());

const subscribe = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  api.call('POST', '/v1/newsletter/subscriptions', { body, ...options });
const confirm = (token: unknown, ip?: string) => api.call('POST', '/v1/newsletter/confirm', { body: { token }, ip });
const unsubscribe = (token: unknown, ip?: string) => api.call('POST', '/v1/newsletter/unsubscribe', { body: { token }, ip });

const SENT = { sent: true, confirm_expires_in_seconds: CONFIRM_TOKEN_TTL_MS / 1000 };

describe('POST /v1/newsletter/subscriptions', () => {
  it('mails a confirmation link and an unsubscribe link to /subscribe, and keeps the address pending', async () => {
    const email = uniqueEmail();
    expect(expectSuccessData(await subscribe({ email }))).toEqual(SENT);
    const mail = await latestConfirmationMail(api.db, email);
    expect(`${mail.confirmLink.origin}${mail.confirmLink.pathname}`).toBe(`${siteUrl}/subscribe`);
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.unsubscribeLink.searchParams.get('unsubscribe')).toBe(mail.token);
    expect(await statusOf(api.db, email)).toBe('pending');
  });

  it('stores the address lower-cased and trimmed: Ann@X.com and ann@x.com are one subscriber', async () => {
    const email = uniqueEmail('Mixed.Case');
    expectSuccessData(await subscribe({ email: `  ${email.toUpperCase()} ` }));
    await endRateLimitWindows(api.db);
    expectSuccessData(await subscribe({ email }));
    expect(await statusOf(api.db, email)).toBe('pending');
    expect(await mailsTo(api.db, email)).toBe(2);
  });

  it('writes the mail in the language of the location header, with links on that locale', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }, { headers: { location: 'fr-FR' } }));
    const mail = await latestConfirmationMail(api.db, email);
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter Deskhaus');
    expect(mail.confirmLink.pathname).toBe('/fr-FR/subscribe');
  });

  it('prefers the locale of the body to the header', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email, locale: 'de-DE' }, { headers: { location: 'fr-FR' } }));
    expect((await latestConfirmationMail(api.db, email)).language).toBe('de');
  });

  it('answers a subscribed address exactly like a new one (no enumeration)', async () => {
    const subscribed = uniqueEmail();
    expectSuccessData(await subscribe({ email: subscribed }));
    expectSuccessData(await confirm((await latestConfirmationMail(api.db, subscribed)).token));
    await endRateLimitWindows(api.db);
    const answers: Record<'subscribed' | 'fresh', ApiAnswer> = {
      subscribed: await subscribe({ email: subscribed }),
      fresh: await subscribe({ email: uniqueEmail() }),
    };
    expect(answers.subscribed.status).toBe(answers.fresh.status);
    expect(answers.subscribed.json).toEqual(answers.fresh.json);
    expect(answers.subscribed.headers.get('content-length')).toBe(answers.fresh.headers.get('content-length'));
    // Asking again never undoes the confirmation.
    expect(await statusOf(api.db, subscribed)).toBe('confirmed');
  });

  it('refuses a malformed or missing address with 400 and the field at fault', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: '' }, {}, { email: 42 }, { email: `${'a'.repeat(250)}@x.io` }]) {
      const envelope = expectErrorEnvelope(await subscribe(body), 400, 'VALIDATION_FAILED');
      expect(envelope.data.issues?.map((issue) => issue.path)).toContain('body.email');
    }
  });

  it('refuses unknown fields and a body that is not JSON', async () => {
    expectErrorEnvelope(await subscribe({ email: uniqueEmail(), admin: true }), 400);
    expectErrorEnvelope(await api.call('POST', '/v1/newsletter/subscriptions', { body: '{"email":', headers: { 'content-type': 'application/json' } }), 400);
  });

  it('sends one mail per address per minute: a second sign-up within it is refused with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const refused = await subscribe({ email });
    expect(expectErrorEnvelope(refused, 429, 'RATE_LIMITED').message).toMatch(/just sent/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(api.db, email)).toBe(1);
  });

  it(`sends at most ${SUBSCRIBE_LIMIT_PER_EMAIL.limit} mails per address per hour, whatever the client address`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_EMAIL.limit; i += 1) {
      expectSuccessData(await subscribe({ email }));
      await endRateLimitWindows(api.db);
      // Only the one-minute timer may end; the hourly quota keeps counting.
      await api.db.execute(`update rate_limit_buckets set expires_at = now() + interval '1 hour' where scope = 'newsletter:email'`);
    }
    expect(expectErrorEnvelope(await subscribe({ email }), 429, 'RATE_LIMITED').message).toMatch(/Too many confirmation e-mails/);
    expect(await mailsTo(api.db, email)).toBe(SUBSCRIBE_LIMIT_PER_EMAIL.limit);
  });

  it(`accepts ${SUBSCRIBE_LIMIT_PER_IP.limit} sign-ups per client address per 15 minutes, then refuses with 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_IP.limit; i += 1) expectSuccessData(await subscribe({ email: uniqueEmail() }, { ip }));
    const refused = await subscribe({ email: uniqueEmail() }, { ip });
    expect(expectErrorEnvelope(refused, 429, 'RATE_LIMITED').message).toMatch(/from your network/);
    expectSuccessData(await subscribe({ email: uniqueEmail() }, { ip: nextIp() }));
  });
});

describe('POST /v1/newsletter/confirm', () => {
  it('confirms the address of the link, and confirming twice still succeeds', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const { token } = await latestConfirmationMail(api.db, email);
    expect(expectSuccessData(await confirm(token))).toEqual({ status: 'confirmed' });
    expect(expectSuccessData(await confirm(token))).toEqual({ status: 'confirmed' });
    expect(await statusOf(api.db, email)).toBe('confirmed');
  });

  it('refuses the link of an older mail once a newer one was sent (404)', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const first = await latestConfirmationMail(api.db, email);
    await endRateLimitWindows(api.db);
    expectSuccessData(await subscribe({ email }));
    expectErrorEnvelope(await confirm(first.token), 404, 'NOT_FOUND');
    expectSuccessData(await confirm((await latestConfirmationMail(api.db, email)).token));
  });

  it('refuses an expired link with 422 and leaves the address pending', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    await ageLink(api.db, email, CONFIRM_TOKEN_TTL_MS + 1000);
    expect(expectErrorEnvelope(await confirm((await latestConfirmationMail(api.db, email)).token), 422, 'UNPROCESSABLE').message).toMatch(/expired/);
    expect(await statusOf(api.db, email)).toBe('pending');
  });

  it('does not resubscribe an address that unsubscribed with the same mail (422)', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const { token } = await latestConfirmationMail(api.db, email);
    expectSuccessData(await unsubscribe(token));
    expectErrorEnvelope(await confirm(token), 422, 'UNPROCESSABLE');
    expect(await statusOf(api.db, email)).toBe('unsubscribed');
  });

  it('refuses an unknown token with 404 and a malformed one with 400', async () => {
    expectErrorEnvelope(await confirm('A'.repeat(43)), 404, 'NOT_FOUND');
    for (const token of ['short', 'has spaces in it, not a token', 'x'.repeat(300), 42, null]) expectErrorEnvelope(await confirm(token), 400, 'VALIDATION_FAILED');
  });

  it(`allows ${TOKEN_LIMIT_PER_IP.limit} token checks per client address per 15 minutes`, async () => {
    const ip = nextIp();
    for (let i = 0; i < TOKEN_LIMIT_PER_IP.limit; i += 1) expectErrorEnvelope(await confirm(`${'B'.repeat(40)}${i}`, ip), 404);
    expectErrorEnvelope(await confirm('C'.repeat(43), ip), 429, 'RATE_LIMITED');
  });
});

describe('POST /v1/newsletter/unsubscribe', () => {
  it('unsubscribes a confirmed address with the link of its mail, twice without error', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const mail = await latestConfirmationMail(api.db, email);
    expectSuccessData(await confirm(mail.token));
    const token = mail.unsubscribeLink.searchParams.get('unsubscribe');
    expect(expectSuccessData(await unsubscribe(token))).toEqual({ status: 'unsubscribed' });
    expect(expectSuccessData(await unsubscribe(token))).toEqual({ status: 'unsubscribed' });
    expect(await statusOf(api.db, email)).toBe('unsubscribed');
  });

  it('works long after the confirmation link expired', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    const { token } = await latestConfirmationMail(api.db, email);
    expectSuccessData(await confirm(token));
    await ageLink(api.db, email, 365 * 86_400_000);
    expectSuccessData(await unsubscribe(token));
  });

  it('lets an unsubscribed address sign up again through a new confirmation', async () => {
    const email = uniqueEmail();
    expectSuccessData(await subscribe({ email }));
    expectSuccessData(await unsubscribe((await latestConfirmationMail(api.db, email)).token));
    await endRateLimitWindows(api.db);
    expectSuccessData(await subscribe({ email }));
    expect(await statusOf(api.db, email)).toBe('pending');
    expectSuccessData(await confirm((await latestConfirmationMail(api.db, email)).token));
    expect(await statusOf(api.db, email)).toBe('confirmed');
  });

  it('refuses an unknown token with 404', async () => {
    expectErrorEnvelope(await unsubscribe('D'.repeat(43)), 404, 'NOT_FOUND');
  });
});
