import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';

/**
 * Students and educators (issue 19 item 5, decision 0041): a shopper whose academic address was
 * verified by a mailed code. The status lasts a year (expires_at); verifying again renews it.
 */
export const academicMembers = pgTable(
  'academic_members',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programme: varchar('programme', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    institution: text('institution').notNull(),
    /** The student who invited this one (student referrals); set at the first verification only. */
    invitedByCustomerId: integer('invited_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('academic_members_email_key').on(sql`lower(${t.email})`),
    index('academic_members_invited_by_idx').on(t.invitedByCustomerId),
    check('academic_members_programme_check', sql`${t.programme} in ('student', 'educator')`),
  ],
);
