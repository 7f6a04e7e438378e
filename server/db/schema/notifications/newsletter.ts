import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Newsletter sign-ups with double opt-in (spec §2 /subscribe). A row is "pending" until the
 * link of its confirmation mail is opened. The link's token is stored only as a SHA-256 hash;
 * the same token unsubscribes, so the confirmation mail carries a working unsubscribe link.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index on lower(email) guards against any other writer. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Locale of the sign-up (en-US, fr-FR...): the language of the mails and links. */
    locale: varchar('locale', { length: 8 }).notNull(),
    /** pending, confirmed or unsubscribed. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** When the current token was mailed: a pending confirmation expires from here. */
    tokenSentAt: timestamp('token_sent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.tokenHash),
    index('newsletter_subscriptions_status_idx').on(t.status),
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
