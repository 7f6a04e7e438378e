import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/* Customers, their passwordless sign-in and their sessions (issue 4; spec §3 "Customer profile",
 * "User record"). Secrets (codes, link tokens, refresh tokens) are only ever stored hashed. */

/** Employee-programme (EPP) employers: a customer with a company gets programme prices. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The enrolled e-mail domain (lower-case, e.g. acme.com): a verified work address on it joins the company. */
    domain: varchar('domain', { length: 253 }),
    /** The programme discount of its employees, in basis points of the goods (1000 = 10 %). */
    discountBps: integer('discount_bps').notNull().default(0),
    /** active: its employees get programme prices; suspended: they do not (decision 0041). */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    hrEmail: varchar('hr_email', { length: 254 }),
    headcount: integer('headcount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_domain_key').on(t.domain),
    check('companies_discount_bps_check', sql`${t.discountBps} between 0 and 5000`),
    check('companies_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index on lower(email) guards against any other writer. */
    email: varchar('email', { length: 254 }).notNull(),
    fullname: text('fullname').notNull().default(''),
    address: text('address').notNull().default(''),
    apartmentSuite: text('apartment_suite').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: varchar('zip_code', { length: 16 }).notNull().default(''),
    /** ISO 3166-1 alpha-2, or '' while unknown. */
    country: varchar('country', { length: 2 }).notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    /** The customer's own code others sign up with (?rid=...). */
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    referredByCustomerId: integer('referred_by_customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** The campaign of the visit that brought the sign-up, kept for attribution. */
    signupUtmCampaign: varchar('signup_utm_campaign', { length: 128 }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Language of the mails sent to this customer outside a request (en, fr, de). */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /**
     * Spec §3 "User record" isSignUp: the customer has signed in at least once. A row made by
     * another flow (a guest checkout, say) starts false, so its first sign-in still counts as
     * the sign-up (first_time true).
     */
    isSignUp: boolean('is_sign_up').notNull().default(false),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('customers_referral_code_key').on(t.referralCode),
    index('customers_referred_by_idx').on(t.referredByCustomerId),
    index('customers_company_idx').on(t.companyId),
  ],
);

/**
 * One e-mailed sign-in: a 6-digit code and a magic-link token for the same address. Only the
 * newest challenge of an address is live; sending a new one supersedes the others.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** HMAC-SHA-256 of the code with a server secret (codes are guessable offline otherwise). */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** SHA-256 of the link token (32 random bytes: no secret needed). */
    linkTokenHash: varchar('link_token_hash', { length: 64 }).notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** Codes tried so far (right or wrong); the challenge dies at the limit. */
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_challenges_email_idx').on(t.email, t.createdAt),
    uniqueIndex('login_challenges_link_token_key').on(t.linkTokenHash),
    check('login_challenges_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256. Every use rotates the token: the used row gets
 * rotated_at and a child row takes over in the same family. Presenting a rotated (or revoked)
 * token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    familyId: varchar('family_id', { length: 32 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** sign-out, reuse: why the family ended (kept for the security log). */
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_customer_idx').on(t.customerId),
  ],
);

export const inAppNotifications = pgTable(
  'in_app_notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('in_app_notifications_customer_idx').on(t.customerId, t.createdAt)],
);
