import { ORDER_STATUS } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { findCustomerOrderFacts, findOrderCardFingerprints, findOrderCustomerId, type CustomerOrderFactRow } from './repository-customer-order-facts';

/**
 * An order as another context (the referral programme) needs to judge it: whose, what state,
 * where, delivered when, and the fingerprints of the cards that paid it (never a card number).
 */
export type CustomerOrderFact = CustomerOrderFactRow & { cardFingerprints: string[] };

/** Attempts that never became an order: a failed or abandoned payment, a load test. */
const NOT_AN_ORDER: ReadonlySet<number> = new Set([ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCEL_PAYMENT, ORDER_STATUS.LOAD_TEST]);

/**
 * The orders of these customers, oldest first, without failed payment attempts. `deliveredAt`
 * is the last delivery of the order's packages (null until one is delivered).
 */
export async function listCustomerOrderFacts(db: DbOrTx, customerIds: readonly number[]): Promise<CustomerOrderFact[]> {
  const rows = (await findCustomerOrderFacts(db, [...new Set(customerIds)])).filter((row) => !NOT_AN_ORDER.has(row.status));
  const fingerprints = await findOrderCardFingerprints(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, cardFingerprints: fingerprints.get(row.id) ?? [] }));
}

/** Whose order this is (null for a guest's order or an unknown id): what an order event names. */
export function getOrderCustomerId(db: DbOrTx, orderId: number): Promise<number | null> {
  return findOrderCustomerId(db, orderId);
}
