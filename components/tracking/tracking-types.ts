import type { OrderView } from '@/lib/checkout/checkout-schema';

/*
 * What GET /v1/orders/tracking/{code} and POST /v1/orders/track answer. The zod contract is
 * server/shipments/schemas.ts; client code may not import server code (design §2), so the
 * shapes are restated here and checked against the server by the integration tests.
 */

export type ShipmentEventCode = 'LABEL_CREATED' | 'PICKED_UP' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERY_ATTEMPTED' | 'EXCEPTION' | 'SHIPPED' | 'DELIVERED';

export interface ShipmentEventView {
  code: ShipmentEventCode;
  description: string;
  location: string;
  occurred_at: string;
}

export interface PackageView {
  id: number;
  order_code: string;
  vendor_code: string;
  /** Line/shipment status code of spec §4. */
  status: number;
  carrier: string | null;
  tracking_number: string | null;
  estimated_delivery: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  lines: { order_line_id: number; quantity: number }[];
  events: ShipmentEventView[];
}

export type TimelineEntry =
  | { kind: 'status'; at: string; status: number }
  | { kind: 'shipment'; at: string; package_id: number; code: ShipmentEventCode; description: string; location: string };

export interface OrderTracking {
  order: OrderView;
  packages: PackageView[];
  timeline: TimelineEntry[];
}

export interface TrackOrderResult extends OrderTracking {
  access_token: string;
  access_expires_at: string;
}
