import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findCustomerOrderFacts, type CustomerOrderFactRow } from './repository-customer-order-facts';

/** An order as another context (the referral programme) needs to judge it: whose, what state, where, delivered when. */
export type CustomerOrderFact = CustomerOrderFactRow;

/** Attempts that never became an order: a failed or abandoned payment, a load test. */
const NOT_AN_ORDER: ReadonlySet<number> = new Set([ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCEL_PAYMENT, ORDER_STATUS.LOAD_TEST]);

/**
 * The orders of these customers, oldest first, without failed payment attempts. `deliveredAt`
 * is the last delivery of the order's packages (null until one is delivered).
 */
export async function listCustomerOrderFacts(db: DbOrTx, customerIds: readonly number[]): Promise<CustomerOrderFact[]> {
  const rows = await findCustomerOrderFacts(db, [...new Set(customerIds)]);
  return rows.filter((row) => !NOT_AN_ORDER.has(row.status));
}
