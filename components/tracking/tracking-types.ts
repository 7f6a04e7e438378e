import type { OrderView } from '@/lib/contracts/ordering/checkout-schemas';
import type { OrderActions, OrderRequestView } from '@/components/order-requests/order-request-types';

/*
 * What GET /v1/orders/tracking/{code} and POST /v1/orders/track answer. The zod contract is
 * lib/contracts/ordering/shipments-schemas.ts; client code may not import server code (design §2), so the
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
  /** Where the package goes; fixed when it ships, so a later address change moves only what waits. */
  ship_to: { full_name: string; street: string; line_1: string; city: string; state_or_province: string; postal_code: string; country: string } | null;
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
  /** The self-service actions open to the reader now (issue 6 item 4). */
  actions: OrderActions;
  /** The order's cancel, change and return requests, oldest first. */
  requests: OrderRequestView[];
}

export interface TrackOrderResult extends OrderTracking {
  access_token: string;
  access_expires_at: string;
}
