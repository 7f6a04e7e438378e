import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { emailChangeConfirmedSchema, signInAnswerSchema, type EmailChangeConfirmed, type SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import type { Db } from '@/server/db/client';
import { loginChallenges, mailOutbox, rateLimitBuckets } from '@/server/db/schema';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/*
 * The accounts API served by its real route files over HTTP, on a database of its own. Each
 * request comes "from" a client address of the test's choice: TRUST_PROXY=1 makes the server
 * read the last X-Forwarded-For entry, as behind one load balancer.
 */

export interface AccountsApi {
  url: string;
  db: Db;
  call(method: string, path: string, options?: { body?: unknown; ip?: string; headers?: Record<string, string> }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** `extraRouteDirs`: more route folders to serve (the admin routes, for operators' sign-in). */
export async function startAccountsApi(extraRouteDirs: readonly string[] = []): Promise<AccountsApi> {
  process.env.TRUST_PROXY = '1';
  // The outbox prints a line per mail outside production; tests read the outbox instead.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const database = await createTestDatabase();
  const routes = ['pages/api/v1/customers', 'pages/api/v1/me', 'pages/api/v1/dev', ...extraRouteDirs].flatMap((dir) => discoverApiRoutes(dir));
  const server = await startApiServer(await loadApiRoutes(routes));
  return {
    url: server.url,
    db: database.db,
    call: (method, path, options = {}) =>
      callApi(`${server.url}/api${path}`, {
        method,
        body: options.body,
        headers: { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers },
      }),
    close: async () => {
      await server.close();
      await database.drop();
      vi.restoreAllMocks();
    },
  };
}

let ipCounter = 0;
/** A client address no other request of the file used: per-IP limits then stay out of the way. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export interface ReceivedSignInMail {
  code: string;
  token: string;
  link: string;
  subject: string;
  text: string;
  language: string;
}

/** Reads the newest sign-in mail of an address from the outbox, as a shopper reads their inbox. */
export async function latestSignInMail(db: Db, email: string): Promise<ReceivedSignInMail> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${email.toLowerCase()} and ${mailOutbox.template} = 'login-verification'`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  if (!mail?.textBody) throw new Error(`No sign-in mail for ${email}`);
  return { ...parseSignInMail(mail.textBody), subject: mail.subject, text: mail.textBody, language: mail.language };
}

/** The code and the link of a sign-in mail's text, whatever its language. */
export function parseSignInMail(text: string): { code: string; token: string; link: string } {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const link = /(https?:\/\/\S+\/otp\?\S+)/.exec(text)?.[1];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!code || !link || !token) throw new Error(`Not a sign-in mail:\n${text}`);
  return { code, token, link };
}

/** Asks for a sign-in mail (fresh client address) and returns what it contains. */
export async function requestSignInMail(api: AccountsApi, email: string, options: { headers?: Record<string, string> } = {}): Promise<ReceivedSignInMail> {
  expectSuccessData(await api.call('POST', '/v1/customers/send-login-verification', { body: { email }, headers: options.headers }));
  return latestSignInMail(api.db, email);
}

/** The refresh token a session answer hands over: in the body (API clients) or as the HttpOnly cookie. */
export function refreshTokenOf(answer: ApiAnswer): string {
  const fromBody = (expectSuccessData(answer) as { refresh_token?: string }).refresh_token;
  if (fromBody) return fromBody;
  const fromCookie = /(?:^|,\s*)refresh_token=([^;,]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!fromCookie) throw new Error('The answer carries no refresh token');
  return decodeURIComponent(fromCookie);
}

/** A sign-in answer with the refresh token wherever the server put it. */
export function sessionOf(answer: ApiAnswer): SignInAnswer & { refresh_token: string } {
  return { ...signInAnswerSchema.parse(expectSuccessData(answer)), refresh_token: refreshTokenOf(answer) };
}

/** A confirmed e-mail change: the new session, its refresh token from the HttpOnly cookie. */
export function confirmedOf(answer: ApiAnswer): EmailChangeConfirmed & { refresh_token: string } {
  return { ...emailChangeConfirmedSchema.parse(expectSuccessData(answer)), refresh_token: refreshTokenOf(answer) };
}

/** Signs in (signing up the first time) with a code read from the outbox. */
export async function signInWithCode(api: AccountsApi, email: string, extra: Record<string, string> = {}): Promise<SignInAnswer & { refresh_token: string }> {
  const { code } = await requestSignInMail(api, email);
  return sessionOf(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code, ...extra } }));
}

export function bearerOf(answer: { access_token: string }): Record<string, string> {
  return { authorization: `Bearer ${answer.access_token}` };
}

/** Moves an address's sign-in windows to their end, as if the waiting time had passed. */
export async function endRateLimitWindows(db: Db, scope?: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(scope ? sql`${rateLimitBuckets.scope} = ${scope}` : undefined);
}

/** Ages the address's sign-in challenges by `ms` (expiry checks use the database clock). */
export async function ageChallenges(db: Db, email: string, ms: number): Promise<void> {
  await db
    .update(loginChallenges)
    .set({
      codeExpiresAt: sql`${loginChallenges.codeExpiresAt} - ${ms} * interval '1 millisecond'`,
      linkExpiresAt: sql`${loginChallenges.linkExpiresAt} - ${ms} * interval '1 millisecond'`,
      createdAt: sql`${loginChallenges.createdAt} - ${ms} * interval '1 millisecond'`,
    })
    .where(sql`${loginChallenges.email} = ${email.toLowerCase()}`);
}

/** The code of the newest e-mail-change mail sent to an address, or undefined when none came. */
export async function latestEmailChangeCode(db: Db, email: string): Promise<string | undefined> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${email.toLowerCase()} and ${mailOutbox.template} = 'email-change-code'`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return mail?.textBody ? /\b(\d{6})\b/.exec(mail.textBody)?.[1] : undefined;
}

/** Changes a signed-in customer's e-mail the way a shopper does: update, read the code, confirm. */
export async function changeEmail(api: AccountsApi, session: { access_token: string }, newEmail: string): Promise<ApiAnswer> {
  expectSuccessData(await api.call('PUT', '/v1/me/update', { body: { email: newEmail }, headers: bearerOf(session) }));
  const code = await latestEmailChangeCode(api.db, newEmail);
  if (!code) throw new Error(`No e-mail-change code for ${newEmail}`);
  return api.call('POST', '/v1/me/verify-email-change', { body: { code }, headers: bearerOf(session) });
}
