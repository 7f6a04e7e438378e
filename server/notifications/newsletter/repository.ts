import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import type { NewsletterStatus } from '@/lib/contracts/notifications/newsletter-schemas';

/*
 * The only file of the newsletter module that touches the database. Expiry is computed with
 * the database clock (now()) so that every instance agrees on when a link expires.
 */

export interface NewTokenInput {
  /** Lower-cased. */
  email: string;
  locale: string;
  tokenHash: string;
}

/**
 * Gives the address a fresh link token, creating the row on first sign-up. An unsubscribed
 * address goes back to pending (it asked again); a confirmed one stays confirmed, so asking
 * twice never undoes a confirmation. One statement: two concurrent sign-ups cannot both insert.
 */
export async function issueSubscriptionToken(db: Db, input: NewTokenInput): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscriptions (email, locale, status, token_hash)
    values (${input.email}, ${input.locale}, 'pending', ${input.tokenHash})
    on conflict (lower(email)) do update set
      locale = excluded.locale,
      token_hash = excluded.token_hash,
      token_sent_at = now(),
      status = case when newsletter_subscriptions.status = 'confirmed' then 'confirmed' else 'pending' end,
      unsubscribed_at = case when newsletter_subscriptions.status = 'confirmed' then newsletter_subscriptions.unsubscribed_at else null end,
      updated_at = now()
  `);
}

export interface SubscriptionByToken {
  id: number;
  status: NewsletterStatus;
  /** The link is older than the confirmation lifetime. */
  confirmExpired: boolean;
}

export async function findSubscriptionByToken(db: Db, tokenHash: string, confirmTtlMs: number): Promise<SubscriptionByToken | null> {
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      status: newsletterSubscriptions.status,
      confirmExpired: sql<boolean>`${newsletterSubscriptions.tokenSentAt} <= now() - ${confirmTtlMs} * interval '1 millisecond'`,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  return { id: row.id, status: row.status as NewsletterStatus, confirmExpired: Boolean(row.confirmExpired) };
}

export async function markConfirmed(db: Db, id: number): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.id, id));
}

export async function markUnsubscribed(db: Db, id: number): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.id, id));
}
