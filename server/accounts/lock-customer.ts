import type { DbOrTx } from '@/server/db/db-or-tx';
import { lockCustomerRow } from './repository';

/**
 * Serializes what other contexts do for one customer (store credit spending) until the caller's
 * transaction ends. A no-key-update lock: rows that only reference the customer can still be
 * inserted meanwhile.
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await lockCustomerRow(tx, customerId);
}
