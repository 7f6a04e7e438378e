import type { DbOrTx } from '../db/db-or-tx';
import { findReferralPeople, findReferralPersonByCode, findReferredCustomerIdsSince, type ReferralPersonRow } from './repository-referral-people';

/** A customer as the referral programme sees them: contact, own code and who referred them. */
export type ReferralPerson = ReferralPersonRow;

/** Several customers at once, keyed by id (unknown ids are skipped). */
export async function getReferralPeople(db: DbOrTx, ids: readonly number[]): Promise<Map<number, ReferralPerson>> {
  const rows = await findReferralPeople(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The owner of a referral code (case does not matter), if any. */
export async function getReferralPersonByCode(db: DbOrTx, code: string): Promise<ReferralPerson | undefined> {
  const trimmed = code.trim();
  return trimmed ? findReferralPersonByCode(db, trimmed) : undefined;
}

/** Customers with a referrer who signed up since this instant (the scheduler's catch-up). */
export function listReferredCustomerIdsSince(db: DbOrTx, since: Date): Promise<number[]> {
  return findReferredCustomerIdsSince(db, since);
}
