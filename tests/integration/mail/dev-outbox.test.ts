import type { GetServerSidePropsContext } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getServerSideProps } from '@/pages/dev/mailbox';
import { outboxSchema } from '@/lib/contracts/notifications/outbox-schemas';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { emailChangedMail, loginVerificationMail } from '@/server/accounts/account-mails';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { startAccountsApi, uniqueEmail, type AccountsApi } from '@/tests/integration/accounts/support/accounts-api';

/* Without SMTP_URL mail lands in the development outbox: kept in the database, printed to the
 * log outside production, readable at /dev/mailbox and GET /v1/dev/outbox only outside
 * production (or with DEV_MAILBOX=1, for end-to-end tests of a production build). */

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

function pageContext(query: Record<string, string> = {}): GetServerSidePropsContext {
  const headers = new Map<string, string>();
  return {
    query,
    locale: 'en-US',
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

  it('is a 404 envelope in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_MAILBOX', '');
    expectErrorEnvelope(await api.call('GET', '/v1/dev/outbox'), 404, 'NOT_FOUND');
  });

  it('opens in production with DEV_MAILBOX=1 (end-to-end tests)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_MAILBOX', '1');
    expect((await readOutbox()).messages.length).toBeGreaterThan(0);
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
  it('is not found in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_MAILBOX', '');
    expect(await getServerSideProps(pageContext())).toEqual({ notFound: true });
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
