import type { GetServerSidePropsContext } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getServerSideProps } from '@/pages/dev/mailbox';
import { outboxSchema } from '@/lib/contracts/notifications/outbox-schemas';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { emailChangedMail, loginVerificationMail } from '@/server/accounts/account-mails';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { bearerOf, signInWithCode, startAccountsApi, uniqueEmail, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';
import { issueDevToolsToken } from '@/server/accounts/operators/issue-dev-tools-token';

/* Without SMTP_URL mail lands in the development outbox: kept in the database, printed to the
 * log outside production, readable at /dev/mailbox and GET /v1/dev/outbox outside production,
 * and in a production build only with DEV_TOOLS=1 and an operator's token (decision 0038). */

let api: AccountsApi;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  api = await startAccountsApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

const readOutbox = async (query = '') => outboxSchema.parse(expectSuccessData(await api.call('GET', `/v1/dev/outbox${query}`)));

function pageContext(query: Record<string, string> = {}, tokenCookie?: string): GetServerSidePropsContext {
  const headers = new Map<string, string>();
  return {
    query,
    locale: 'en-US',
    req: { headers: {}, cookies: tokenCookie ? { token: tokenCookie } : {} },
    res: { setHeader: (name: string, value: string) => headers.set(name, value) },
  } as unknown as GetServerSidePropsContext;
}

describe('the development outbox', () => {
  it('keeps the mail with its text and HTML, and prints one line with the code and link', async () => {
    const log = vi.mocked(console.info);
    log.mockClear();
    const email = uniqueEmail('outbox');
    await sendMail({ to: email, template: loginVerificationMail, language: 'en', data: { code: '123456', link: 'https://x.test/otp?token=abc', codeMinutes: 10, linkMinutes: 15 } });
    const { messages } = await readOutbox(`?to=${email}`);
    expect(messages).toEqual([
      expect.objectContaining({ to: email, subject: 'Your Deskhaus sign-in code', template: 'login-verification', language: 'en', transport: 'outbox', sent_at: null }),
    ]);
    expect(messages[0]?.text).toContain('123456');
    expect(messages[0]?.html).toContain('https://x.test/otp?token=abc');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toBe(`[mail] outbox → ${email} (login-verification, en) code=123456 link=https://x.test/otp?token=abc`);
  });

  it('lists newest first and filters by recipient, case-insensitively', async () => {
    const email = uniqueEmail('order');
    for (const label of ['first', 'second']) await sendMail({ to: email, template: emailChangedMail, language: 'en', data: { newEmail: `${label}@example.test` } });
    await sendMail({ to: uniqueEmail('other'), template: emailChangedMail, language: 'en', data: { newEmail: 'x@example.test' } });
    const { messages } = await readOutbox(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(messages.map((m) => (m.text?.includes('second@') ? 'second' : 'first'))).toEqual(['second', 'first']);
    expect((await readOutbox('?limit=1')).messages).toHaveLength(1);
  });

  it('does not exist in a production build without DEV_TOOLS=1, even for an operator', async () => {
    const operator = await issueDevToolsToken(api.db, uniqueEmail('ops'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '');
    vi.stubEnv('DEV_MAILBOX', '1');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox', { headers: { authorization: `Bearer ${operator}` } }), 404, 'NOT_FOUND');
  });

  it('with DEV_TOOLS=1 in production, answers only an operator token (Authorization or X-Dev-Tools-Token), 404 to anyone else', async () => {
    const operator = await issueDevToolsToken(api.db, uniqueEmail('ops'));
    const shopper = await signInWithCode(api, uniqueEmail('shopper'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '1');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox'), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox', { headers: bearerOf(shopper) }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox', { headers: { 'x-dev-tools-token': 'not-a-token' } }), 404, 'NOT_FOUND');
    const byBearer = outboxSchema.parse(expectSuccessData(await api.call('GET', '/v1/dev/outbox', { headers: { authorization: `Bearer ${operator}` } })));
    expect(byBearer.messages.length).toBeGreaterThan(0);
    expectSuccessData(await api.call('GET', '/v1/dev/outbox', { headers: { 'x-dev-tools-token': operator } }));
  });

  it('never prints codes to the log in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const info = vi.mocked(console.info);
    info.mockClear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sendMail({ to: uniqueEmail(), template: loginVerificationMail, language: 'en', data: { code: '654321', link: 'https://x.test/otp', codeMinutes: 10, linkMinutes: 15 } });
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.not.stringContaining('654321'));
  });
});

describe('the /dev/mailbox page', () => {
  it('is not found in production, and with DEV_TOOLS=1 only an operator signed in (token cookie) sees it', async () => {
    const operator = await issueDevToolsToken(api.db, uniqueEmail('ops'));
    const shopper = await signInWithCode(api, uniqueEmail('shopper'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_TOOLS', '');
    expect(await getServerSideProps(pageContext({}, operator))).toEqual({ notFound: true });
    vi.stubEnv('DEV_TOOLS', '1');
    expect(await getServerSideProps(pageContext())).toEqual({ notFound: true });
    expect(await getServerSideProps(pageContext({}, shopper.access_token))).toEqual({ notFound: true });
    expect(await getServerSideProps(pageContext({}, operator))).toHaveProperty('props');
  });

  it('lists the outbox, filtered by the ?to= address, with its translations', async () => {
    const email = uniqueEmail('page');
    await sendMail({ to: email, template: emailChangedMail, language: 'fr', data: { newEmail: 'n@example.test' } });
    const result = await getServerSideProps(pageContext({ to: email }));
    expect(result).toHaveProperty('props');
    const props = (result as { props: { messages: { to: string; language: string }[]; filter: string; _nextI18Next?: unknown } }).props;
    expect(props.filter).toBe(email);
    expect(props.messages).toEqual([expect.objectContaining({ to: email, language: 'fr' })]);
    expect(props._nextI18Next).toBeDefined();
  });
});
