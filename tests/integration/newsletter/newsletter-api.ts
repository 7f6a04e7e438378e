import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { mailOutbox, newsletterSubscriptions, rateLimitBuckets } from '@/server/db/schema';
import { callApi, type ApiAnswer } from '@/tests/integration/api/support/call-api';
import { discoverApiRoutes, loadApiRoutes, startApiServer } from '@/tests/integration/setup/api-harness';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { nextIp, uniqueEmail as uniqueShopperEmail } from '@/tests/integration/accounts/support/accounts-api';

/*
 * The newsletter API served by its real route files over HTTP, on a database of its own. Each
 * request comes "from" a client address of the test's choice (TRUST_PROXY=1: the last
 * X-Forwarded-For entry, as behind one load balancer).
 */

export interface NewsletterApi {
  db: Db;
  call(method: string, path: string, options?: { body?: unknown; ip?: string; headers?: Record<string, string> }): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startNewsletterApi(): Promise<NewsletterApi> {
  process.env.TRUST_PROXY = '1';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const database = await createTestDatabase();
  const server = await startApiServer(await loadApiRoutes(discoverApiRoutes('pages/api/v1/newsletter')));
  return {
    db: database.db,
    call: (method, path, options = {}) =>
      callApi(`${server.url}/api${path}`, { method, body: options.body, headers: { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers } }),
    close: async () => {
      await server.close();
      await database.drop();
      vi.restoreAllMocks();
    },
  };
}

export { nextIp };

/** A fresh address for each subscription (the accounts harness's generator, reader- prefixed). */
export function uniqueEmail(prefix = 'reader'): string {
  return uniqueShopperEmail(prefix);
}

export interface ReceivedConfirmationMail {
  subject: string;
  text: string;
  language: string;
  confirmLink: URL;
  unsubscribeLink: URL;
  /** The token both links carry. */
  token: string;
}

/** The newest confirmation mail of an address, as its owner reads it in their inbox. */
export async function latestConfirmationMail(db: Db, email: string): Promise<ReceivedConfirmationMail> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${email.toLowerCase()} and ${mailOutbox.template} = 'newsletter-confirmation'`)
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  if (!mail?.textBody) throw new Error(`No confirmation mail for ${email}`);
  const confirm = /(https?:\/\/\S+\/subscribe\?token=\S+)/.exec(mail.textBody)?.[1];
  const unsubscribe = /(https?:\/\/\S+\/subscribe\?unsubscribe=\S+)/.exec(mail.textBody)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`Not a confirmation mail:\n${mail.textBody}`);
  const confirmLink = new URL(confirm);
  return {
    subject: mail.subject,
    text: mail.textBody,
    language: mail.language,
    confirmLink,
    unsubscribeLink: new URL(unsubscribe),
    token: confirmLink.searchParams.get('token') ?? '',
  };
}

export async function mailsTo(db: Db, email: string): Promise<number> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(sql`${mailOutbox.toAddress} = ${email.toLowerCase()}`);
  return rows.length;
}

export async function statusOf(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  return row?.status;
}

/** Moves every rate-limit window to its end, as if the waiting time had passed. */
export async function endRateLimitWindows(db: Db): Promise<void> {
  await db.update(rateLimitBuckets).set({ expiresAt: sql`now() - interval '1 second'` });
}

/** Ages the address's current link by `ms` (expiry uses the database clock). */
export async function ageLink(db: Db, email: string, ms: number): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ tokenSentAt: sql`${newsletterSubscriptions.tokenSentAt} - ${ms} * interval '1 millisecond'` })
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
}
