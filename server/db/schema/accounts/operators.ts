import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The store's operators (issue 16): listed by e-mail (STAFF_EMAILS, the seed), bound to a
 * customer id the first time that address proves itself at sign-in. Access is checked on the id,
 * so changing an account's e-mail to an operator's address grants nothing. Decision 0030.
 */
export const operators = pgTable(
  'operators',
  {
    email: varchar('email', { length: 254 }).primaryKey(),
    customerId: integer('customer_id'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'env' (STAFF_EMAILS) or 'seed'. */
    source: varchar('source', { length: 16 }).notNull(),
  },
  (t) => [index('operators_customer_idx').on(t.customerId)],
);
