import type { DbOrTx } from '@/server/db/db-or-tx';
import { findPurchaseOrderId } from './repository';

/**
 * The customer's newest order that proves they bought the product (purchase-statuses.ts), if any:
 * what a review needs to be a verified purchase.
 */
export async function findPurchaseOfProduct(db: DbOrTx, customerId: number, productId: number): Promise<number | undefined> {
  return findPurchaseOrderId(db, customerId, productId);
}
