import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A requested change of an account's e-mail (issue 21 item 1, decision 0038): the new address
 * becomes the account's only after the code mailed to it is entered. One live request per
 * account: a new one supersedes the last.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    /** HMAC of the code bound to the new address (hashCode), like sign-in codes. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_requests_customer_idx').on(t.customerId, t.createdAt)],
);
