import type { OrderTracking } from '@/lib/contracts/ordering/shipments-schemas';

/** Line statuses that have not left the warehouse (PENDING, LABEL_PRINTING_READY, HOLD_SHIPMENT). */
const UNSHIPPED_LINE_STATUSES: ReadonlySet<number> = new Set([0, 7, 14]);

/** The product names of each cancellable vendor group's unshipped lines (each line names its vendor). */
export function unshippedLinesByVendor(tracking: OrderTracking, vendorCodes: readonly string[]): Map<string, string[]> {
  const groups = new Map(vendorCodes.map((code) => [code, [] as string[]]));
  for (const line of tracking.order.order_details) {
    if (UNSHIPPED_LINE_STATUSES.has(line.status)) groups.get(line.vendor_code)?.push(line.product_name);
  }
  return groups;
}
