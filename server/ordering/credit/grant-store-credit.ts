import type { DbOrTx } from '@/server/db/db-or-tx';
import { addCreditEntry, type CreditReason } from './repository';

export type StoreCreditGrant = {
  customerId: number;
  currency: string;
  /** Minor units, > 0. */
  amount: number;
  reason: Extract<CreditReason, 'grant' | 'refund' | 'adjustment' | 'referral_reward' | 'reward'>;
  note?: string;
};

/**
 * Adds credit to a customer's ledger inside the caller's transaction, so the caller's own record
 * (a reward marked paid, say) and the credit land together or not at all: that record is what
 * makes a grant happen once.
 */
export async function grantStoreCredit(tx: DbOrTx, grant: StoreCreditGrant): Promise<void> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) throw new RangeError('A credit grant is a positive whole number of minor units');
  await addCreditEntry(tx, { customerId: grant.customerId, currency: grant.currency, amount: grant.amount, reason: grant.reason, note: grant.note ?? '' });
}
