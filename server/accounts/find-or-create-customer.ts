import type { Db } from '../db/client';
import { findCustomerByEmail, findCustomerById, insertCustomer, type CustomerRecord } from './repository';
import { newReferralCode } from './new-referral-code';

const MAX_CODE_COLLISIONS = 5;

/**
 * The customer of an e-mail, created on its first sign-in. Two sign-ins of a new address at the
 * same moment create one row: the insert skips on conflict and the loser reads the winner's.
 */
export async function findOrCreateCustomer(db: Db, input: { email: string; fullname: string; language: string }): Promise<CustomerRecord> {
  for (let attempt = 0; attempt < MAX_CODE_COLLISIONS; attempt += 1) {
    const existing = await findCustomerByEmail(db, input.email);
    if (existing) return existing;
    const id = await insertCustomer(db, { ...input, referralCode: newReferralCode() });
    if (id !== undefined) {
      const created = await findCustomerById(db, id);
      if (created) return created;
    }
    // Skipped: either the e-mail was just taken (read it next round) or the code collided.
  }
  throw new Error(`Could not create the customer of ${input.email}: referral codes kept colliding.`);
}
