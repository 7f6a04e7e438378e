import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { closeSmtpTransports } from '@/server/notifications/mail/smtp-transport';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { parseSignInMail, startAccountsApi, uniqueEmail, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';
import { decodeHeader } from './support/read-mime';
import { startTestSmtpServer, type TestSmtpServer } from './support/test-smtp-server';

/* Issue 4 item 3: with SMTP_URL set, mail goes out through nodemailer to a real SMTP server
 * (started here), and the shopper signs in with the code read from the received message. */

let api: AccountsApi;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  api = await startAccountsApi();
});
beforeEach(() => {
  process.env.SMTP_URL = smtp.url;
  delete process.env.SMTP_FROM;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  closeSmtpTransports();
  await api.close();
  await smtp.close();
});

const sendCode = (email: string, headers: Record<string, string> = {}) => api.call('POST', '/v1/customers/send-login-verification', { body: { email }, headers });

describe('sign-in mail through SMTP', () => {
  it('delivers the code and link; the code read from the message signs the shopper up', async () => {
    const email = uniqueEmail('smtp');
    expectSuccessData(await sendCode(email));
    const mail = await smtp.waitFor(email);
    expect(mail.envelopeFrom).toBe('no-reply@deskhaus.local');
    expect(mail.headers.get('from')).toBe('Deskhaus <no-reply@deskhaus.local>');
    expect(decodeHeader(mail.headers.get('subject') ?? '')).toBe('Your Deskhaus sign-in code');
    const { code, token } = parseSignInMail(mail.text);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`token=${token}`);

    const answer = expectSuccessData(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code } }));
    expect(answer).toMatchObject({ first_time: true, customer: { email } });
  });

  it("writes the message in the shopper's language", async () => {
    const email = uniqueEmail('smtp');
    expectSuccessData(await sendCode(email, { location: 'de-DE' }));
    const mail = await smtp.waitFor(email);
    expect(decodeHeader(mail.headers.get('subject') ?? '')).toBe('Ihr Anmeldecode für Deskhaus');
    expect(mail.text).toContain('Ihr Anmeldecode');
    expect(mail.html).toContain('lang="de"');
    // The link of the e-mail signs in too.
    const { token } = parseSignInMail(mail.text);
    expectSuccessData(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'magic_link', email, token } }));
  });

  it('sends from SMTP_FROM when it is set', async () => {
    process.env.SMTP_FROM = 'Deskhaus Support <help@deskhaus.test>';
    const email = uniqueEmail('smtp');
    expectSuccessData(await sendCode(email));
    expect((await smtp.waitFor(email)).headers.get('from')).toBe('Deskhaus Support <help@deskhaus.test>');
  });

  it('records that the mail went out but does not keep its body (it carries a live code)', async () => {
    const email = uniqueEmail('smtp');
    expectSuccessData(await sendCode(email));
    const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(rows).toEqual([expect.objectContaining({ transport: 'smtp', textBody: null, htmlBody: null, template: 'login-verification', sentAt: expect.any(Date) })]);
  });

  it('answers 503 when the SMTP server cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const envelope = expectErrorEnvelope(await sendCode(uniqueEmail('smtp')), 503, 'UNAVAILABLE');
    expect(envelope.message).toBe('We could not send the e-mail just now. Please try again in a minute.');
  });
});
