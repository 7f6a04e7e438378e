import { lockCustomer } from '@/server/accounts/lock-customer';
import type { DbOrTx } from '@/server/db/db-or-tx';

/** Serializes credit spending of one customer until the caller's transaction ends (no key update:
 * inserting ledger rows, which only key-share the customer, is not blocked by it). */
export async function lockCustomerCredit(tx: DbOrTx, customerId: number): Promise<void> {
  await lockCustomer(tx, customerId);
}
