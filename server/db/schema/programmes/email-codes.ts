import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';

/**
 * A code mailed to a work or academic address (issue 19 items 4 and 5, decision 0041): the address
 * counts as the shopper's only once the code is entered. Single use, short-lived, a few tries; a
 * new code for the same programme supersedes the live one. Codes are stored as HMACs.
 */
export const programmeEmailCodes = pgTable(
  'programme_email_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** epp (a work address), student or educator (an academic address). */
    programme: varchar('programme', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** The referral code of the student who invited this one (student referrals), if any. */
    invitedBy: varchar('invited_by', { length: 16 }),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('programme_email_codes_customer_idx').on(t.customerId, t.programme, t.createdAt),
    check('programme_email_codes_programme_check', sql`${t.programme} in ('epp', 'student', 'educator')`),
  ],
);
