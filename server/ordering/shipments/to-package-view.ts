import type { PackageLineRow, PackageRow, ShipmentEventRow } from './repository';
import type { PackageView, ShipmentEventCode } from '@/lib/contracts/ordering/shipments-schemas';

export function toPackageView(row: PackageRow, orderCode: string, lines: readonly PackageLineRow[], events: readonly ShipmentEventRow[]): PackageView {
  return {
    id: row.id,
    order_code: orderCode,
    vendor_code: row.vendorCode,
    status: row.status,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    estimated_delivery: row.estimatedDelivery,
    ship_to: row.shipTo ?? null,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    lines: lines.filter((line) => line.packageId === row.id).map((line) => ({ order_line_id: line.orderLineId, quantity: line.quantity })),
    events: events
      .filter((event) => event.packageId === row.id)
      .map((event) => ({ code: event.code as ShipmentEventCode, description: event.description, location: event.location, occurred_at: event.occurredAt.toISOString() })),
  };
}
