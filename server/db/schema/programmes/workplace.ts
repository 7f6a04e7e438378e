import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';

/*
 * The employee programme (EPP, issue 19 item 4, decision 0041). The company itself and the
 * customer's link to it belong to accounts (companies, customers.company_id); programmes keeps
 * which work address proved the link, and the employers' applications.
 */

/** A shopper's verified work address: one address proves one account, never two. */
export const workEmails = pgTable(
  'work_emails',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    companyId: integer('company_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_emails_email_key').on(sql`lower(${t.email})`)],
);

/**
 * A company asking to join: from /employers (source employer) or from a shopper's
 * POST /v1/me/register-epp (source employee, with a link mailed to HR). An operator, or the HR
 * contact through the link, decides; approval enrols the company's domain.
 */
export const employerApplications = pgTable(
  'employer_applications',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    domain: varchar('domain', { length: 253 }).notNull(),
    hrName: text('hr_name').notNull().default(''),
    hrEmail: varchar('hr_email', { length: 254 }).notNull(),
    headcount: integer('headcount'),
    source: varchar('source', { length: 16 }).notNull(),
    requestedByCustomerId: integer('requested_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** SHA-256 of the token of the link mailed to HR (employee requests only). */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    decidedBy: varchar('decided_by', { length: 16 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    companyId: integer('company_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employer_applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('employer_applications_confirm_token_key').on(t.confirmTokenHash),
    check('employer_applications_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('employer_applications_source_check', sql`${t.source} in ('employer', 'employee')`),
    check('employer_applications_headcount_check', sql`${t.headcount} is null or ${t.headcount} > 0`),
  ],
);
