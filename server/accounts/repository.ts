import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/db-or-tx';
import { companies, customers } from '../db/schema';

/*
 * Customers' rows. With repository-sign-in.ts and repository-notifications.ts, the only files of
 * the accounts module that touch the database; they return plain objects.
 */

// --- customers -------------------------------------------------------------------------------

export interface CustomerRecord {
  id: number;
  email: string;
  fullname: string;
  address: string;
  apartmentSuite: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string;
  referralCode: string;
  referredByCustomerId: number | null;
  language: string;
  isSignUp: boolean;
  createdAt: Date;
  company: { id: number; name: string } | null;
}

export type ProfileFields = Partial<
  Pick<CustomerRecord, 'email' | 'fullname' | 'address' | 'apartmentSuite' | 'city' | 'state' | 'zipCode' | 'country' | 'phone'>
>;

const customerColumns = {
  id: customers.id,
  email: customers.email,
  fullname: customers.fullname,
  address: customers.address,
  apartmentSuite: customers.apartmentSuite,
  city: customers.city,
  state: customers.state,
  zipCode: customers.zipCode,
  country: customers.country,
  phone: customers.phone,
  referralCode: customers.referralCode,
  referredByCustomerId: customers.referredByCustomerId,
  language: customers.language,
  isSignUp: customers.isSignUp,
  createdAt: customers.createdAt,
  companyId: companies.id,
  companyName: companies.name,
};

async function selectCustomer(db: Db, where: SQL): Promise<CustomerRecord | undefined> {
  const [row] = await db.select(customerColumns).from(customers).leftJoin(companies, eq(companies.id, customers.companyId)).where(where).limit(1);
  if (!row) return undefined;
  const { companyId, companyName, ...customer } = row;
  return { ...customer, company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null };
}

export function findCustomerById(db: Db, id: number): Promise<CustomerRecord | undefined> {
  return selectCustomer(db, eq(customers.id, id));
}

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRecord | undefined> {
  return selectCustomer(db, eq(sql`lower(${customers.email})`, email.toLowerCase()));
}

export async function findCustomerIdByReferralCode(db: Db, referralCode: string): Promise<number | undefined> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.referralCode, referralCode.toUpperCase())).limit(1);
  return row?.id;
}

/** Inserts a customer unless the e-mail (or, rarely, the referral code) is taken: undefined then. */
export async function insertCustomer(
  db: Db,
  values: { email: string; fullname: string; language: string; referralCode: string },
): Promise<number | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning({ id: customers.id });
  return row?.id;
}

/** Flips isSignUp once; true only for the call that flipped it (the sign-up). */
export async function markSignedUp(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ isSignUp: true, signedUpAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), eq(customers.isSignUp, false)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Records who referred a customer, once: never over an existing referrer, never oneself, and
 * only while the account is younger than `maxAgeMs`.
 */
export async function setReferrerOnce(
  db: Db,
  input: { customerId: number; referrerId: number; utmCampaign: string | null; maxAgeMs: number },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ referredByCustomerId: input.referrerId, signupUtmCampaign: input.utmCampaign, updatedAt: sql`now()` })
    .where(
      and(
        eq(customers.id, input.customerId),
        ne(customers.id, input.referrerId),
        isNull(customers.referredByCustomerId),
        sql`${customers.createdAt} > now() - ${input.maxAgeMs} * interval '1 millisecond'`,
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function setSignupCampaignOnce(db: Db, customerId: number, utmCampaign: string): Promise<void> {
  await db
    .update(customers)
    .set({ signupUtmCampaign: utmCampaign })
    .where(and(eq(customers.id, customerId), isNull(customers.signupUtmCampaign)));
}

export async function updateCustomerFields(db: Db, id: number, fields: ProfileFields): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db
    .update(customers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

/** Locks the customer's row (no key update) until the caller's transaction ends. */
export async function lockCustomerRow(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
}

export async function findCustomerFullname(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ fullname: customers.fullname }).from(customers).where(eq(customers.id, customerId));
  return row?.fullname;
}
