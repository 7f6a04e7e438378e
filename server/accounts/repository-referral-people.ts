import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/db-or-tx';
import { customers } from '../db/schema';

/* What the referral programme reads about people (get-referral-people.ts). */

export interface ReferralPersonRow {
  id: number;
  email: string;
  fullname: string;
  language: string;
  referralCode: string;
  referredByCustomerId: number | null;
  createdAt: Date;
}

const columns = {
  id: customers.id,
  email: customers.email,
  fullname: customers.fullname,
  language: customers.language,
  referralCode: customers.referralCode,
  referredByCustomerId: customers.referredByCustomerId,
  createdAt: customers.createdAt,
};

export async function findReferralPeople(db: DbOrTx, ids: readonly number[]): Promise<ReferralPersonRow[]> {
  if (ids.length === 0) return [];
  return db.select(columns).from(customers).where(inArray(customers.id, [...ids]));
}

export async function findReferralPersonByCode(db: DbOrTx, referralCode: string): Promise<ReferralPersonRow | undefined> {
  const [row] = await db.select(columns).from(customers).where(eq(customers.referralCode, referralCode.toUpperCase())).limit(1);
  return row;
}

export async function findReferredCustomerIdsSince(db: DbOrTx, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNotNull(customers.referredByCustomerId), gte(customers.createdAt, since)));
  return rows.map((row) => row.id);
}
