import type { DbOrTx } from '@/server/cart/repository';
import { findLatestPayment, listOrderLines, type OrderRow } from '@/server/orders/repository';
import { toOrderView } from '@/server/orders/to-order-view';
import { listMainStatusHistory, listPackageLines, listPackagesOfOrder, listShipmentEvents } from './repository';
import type { OrderTracking, TimelineEntry } from './schemas';
import { toPackageView } from './to-package-view';

/** An order with its packages and one timeline of status changes and carrier events, oldest first. */
export async function loadOrderTracking(db: DbOrTx, order: OrderRow): Promise<OrderTracking> {
  const [lines, payment, packageRows, history] = await Promise.all([
    listOrderLines(db, order.id),
    findLatestPayment(db, order.id),
    listPackagesOfOrder(db, order.id),
    listMainStatusHistory(db, order.id),
  ]);
  const ids = packageRows.map((row) => row.id);
  const [packageLineRows, events] = await Promise.all([listPackageLines(db, ids), listShipmentEvents(db, ids)]);
  const packages = packageRows.map((row) => toPackageView(row, order.code, packageLineRows, events));
  const timeline: TimelineEntry[] = [
    ...history.map((entry) => ({ kind: 'status' as const, at: entry.createdAt.toISOString(), status: entry.toStatus })),
    ...packages.flatMap((pkg) =>
      pkg.events.map((event) => ({ kind: 'shipment' as const, at: event.occurred_at, package_id: pkg.id, code: event.code, description: event.description, location: event.location })),
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return { order: toOrderView(order, lines, payment), packages, timeline };
}
