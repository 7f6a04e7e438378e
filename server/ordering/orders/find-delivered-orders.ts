import type { DbOrTx } from '@/server/db/db-or-tx';
import { findDeliveredOrdersChangedSince, findDeliveredOrdersOfCustomer, type DeliveredOrderRow } from './repository-delivered';

export type DeliveredOrder = DeliveredOrderRow;

/**
 * Orders that reached the shopper and were paid (DELIVERED or COMPLETE): what programmes rewards
 * (points per delivered order, decision 0040). Either one customer's, or every one whose order
 * changed since an instant (a scheduled catch-up, a page at a time after an order id), by id.
 */
export function findDeliveredOrders(db: DbOrTx, scope: { customerId: number } | { changedSince: Date; afterId: number; limit: number }): Promise<DeliveredOrder[]> {
  return 'customerId' in scope ? findDeliveredOrdersOfCustomer(db, scope.customerId) : findDeliveredOrdersChangedSince(db, scope.changedSince, scope.afterId, scope.limit);
}
