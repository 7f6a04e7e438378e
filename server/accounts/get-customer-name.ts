import type { DbOrTx } from '@/server/db/db-or-tx';
import { findCustomerFullname } from './repository';

/** The customer's full name as entered (empty when never given); undefined for no such customer. */
export async function getCustomerName(db: DbOrTx, customerId: number): Promise<string | undefined> {
  return findCustomerFullname(db, customerId);
}
