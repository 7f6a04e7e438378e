import type { DbOrTx } from '@/server/db/db-or-tx';
import { orderActionsOf } from '@/server/ordering/order-requests/order-actions';
import { listRequestsOfOrder } from '@/server/ordering/order-requests/repository';
import { toOrderRequestView } from '@/server/ordering/order-requests/to-order-request-view';
import { findLatestPayment, listOrderLines, type OrderRow } from '@/server/ordering/orders/repository';
import { toOrderView } from '@/server/ordering/orders/to-order-view';
import { listMainStatusHistory, listPackageLines, listPackagesOfOrder, listShipmentEvents } from './repository';
import type { OrderTracking, TimelineEntry } from '@/lib/contracts/ordering/shipments-schemas';
import { NO_ACTIONS } from '@/lib/contracts/ordering/order-requests-schemas';
import { toPackageView } from './to-package-view';

/** The signed-in owner (or operations), or someone holding a guest look-up's token. */
export type TrackingViewer = 'owner' | 'guest';

/**
 * An order with its packages, one timeline of status changes and carrier events (oldest first),
 * the self-service actions open now and the requests made so far (ADR 0015). A guest reading an
 * order of a registered account may follow it but not change it (decision 0038).
 */
export async function loadOrderTracking(db: DbOrTx, order: OrderRow, now: Date = new Date(), viewer: TrackingViewer = 'owner'): Promise<OrderTracking> {
  const [lines, payment, packageRows, history, requests] = await Promise.all([
    listOrderLines(db, order.id),
    findLatestPayment(db, order.id),
    listPackagesOfOrder(db, order.id),
    listMainStatusHistory(db, order.id),
    listRequestsOfOrder(db, order.id),
  ]);
  const changesNeedSignIn = viewer === 'guest' && order.customerId !== null;
  const ids = packageRows.map((row) => row.id);
  const [packageLineRows, events] = await Promise.all([listPackageLines(db, ids), listShipmentEvents(db, ids)]);
  const packages = packageRows.map((row) => toPackageView(row, order.code, packageLineRows, events));
  const timeline: TimelineEntry[] = [
    ...history.map((entry) => ({ kind: 'status' as const, at: entry.createdAt.toISOString(), status: entry.toStatus })),
    ...packages.flatMap((pkg) =>
      pkg.events.map((event) => ({ kind: 'shipment' as const, at: event.occurred_at, package_id: pkg.id, code: event.code, description: event.description, location: event.location })),
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    order: toOrderView(order, lines, payment),
    packages,
    timeline,
    actions: changesNeedSignIn ? NO_ACTIONS : orderActionsOf(order, lines, packageRows, packageLineRows, now),
    requests: requests.map((row) => toOrderRequestView(row, order.code)),
    changes_need_sign_in: changesNeedSignIn,
  };
}
