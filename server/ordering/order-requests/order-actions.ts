import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import type { OrderLineRow, OrderRow } from '@/server/ordering/orders/repository';
import type { PackageLineRow, PackageRow } from '@/server/ordering/shipments/repository';
import { offeredShippingDates } from './offered-shipping-dates';
import { isUnshipped, isWithinReturnWindow, ORDER_CANCEL_STATUSES, RETURN_ORDER_STATUSES, returnUntil, UNSHIPPED_PART_STATUSES } from './order-action-rules';
import type { OrderActions } from '@/lib/contracts/ordering/order-requests-schemas';

/** When each delivered line's package arrived (the start of its return window). */
export function deliveredAtOfLines(packages: readonly PackageRow[], packageLines: readonly PackageLineRow[]): Map<number, Date> {
  const byPackage = new Map(packages.map((row) => [row.id, row.deliveredAt]));
  const result = new Map<number, Date>();
  for (const line of packageLines) {
    const at = byPackage.get(line.packageId);
    if (at) result.set(line.orderLineId, at);
  }
  return result;
}

/** What the shopper may do with the order now: the tracking page shows only these actions. */
export function orderActionsOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  packages: readonly PackageRow[],
  packageLines: readonly PackageLineRow[],
  now: Date,
): OrderActions {
  const unshipped = lines.filter((line) => isUnshipped(line.status));
  const nothingShipped = unshipped.length > 0 && lines.every((line) => isUnshipped(line.status) || line.status === ORDER_LINE_STATUS.CANCEL);
  const cancelOrder = ORDER_CANCEL_STATUSES.has(order.status) && nothingShipped;
  const partOpen = UNSHIPPED_PART_STATUSES.has(order.status) && unshipped.length > 0;
  const dates = cancelOrder ? offeredShippingDates(order, lines, now) : null;
  const deliveredAt = deliveredAtOfLines(packages, packageLines);
  const returnable = RETURN_ORDER_STATUSES.has(order.status)
    ? lines.flatMap((line) => {
        const at = deliveredAt.get(line.id);
        if (line.status !== ORDER_LINE_STATUS.DELIVERED || !at || !isWithinReturnWindow(at, now)) return [];
        return [{ order_line_id: line.id, return_until: returnUntil(at).toISOString() }];
      })
    : [];
  return {
    cancel_order: cancelOrder,
    change_address: partOpen,
    change_shipping_date: { allowed: dates !== null && dates.length > 0, dates: dates ?? [] },
    cancel_package: partOpen ? [...new Set(unshipped.map((line) => line.vendorCode))].sort() : [],
    returnable_lines: returnable,
  };
}
