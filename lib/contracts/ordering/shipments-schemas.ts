import { z } from 'zod';
import { orderViewSchema } from '@/lib/contracts/ordering/checkout-schemas';
import { queryInt } from '@/lib/contracts/query-schemas';
import { orderActionsSchema, orderRequestViewSchema } from '@/lib/contracts/ordering/order-requests-schemas';

/* Contracts of the shipments module: the operations/vendor API (packages, events) and the
 * shopper's tracking (guest look-up, forgotten order numbers, the signed-in order page). */

const text = (max: number) => z.string().trim().max(max);

/** An address as stored on an order or package (answers only; input goes through addressSchema). */
export const addressViewSchema = z.object({
  full_name: z.string(),
  street: z.string(),
  line_1: z.string(),
  city: z.string(),
  state_or_province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
});

/** Events a carrier or vendor reports; SHIPPED and DELIVERED are written by the ship and deliver calls. */
export const REPORTED_EVENT_CODES = ['LABEL_CREATED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERY_ATTEMPTED', 'EXCEPTION'] as const;
export const SHIPMENT_EVENT_CODES = [...REPORTED_EVENT_CODES, 'SHIPPED', 'DELIVERED'] as const;
export type ShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];

/**
 * Whom the caller acts for (decision 0030): a brand member names the brand (and acts for its
 * vendor only); an operator leaves it out and acts as operations on every vendor's lines.
 */
export const shipmentActorQuerySchema = z.object({
  brand_id: queryInt({ min: 1, max: 2_147_483_647 })
    .optional()
    .describe('The brand the caller acts for (a member of it). Leave out when acting as an operator (operations).'),
});

export const packageParamsSchema = z.object({ id: queryInt({ min: 1, max: 2_147_483_647 }).describe('Package id') });

export const createPackageBodySchema = z.object({
  order_code: text(16).toUpperCase().describe('The order number (DH and 8 digits)'),
  order_line_ids: z.array(z.int().min(1)).min(1).max(100).describe('Lines of one vendor, each travelling whole'),
  estimated_delivery: z.iso.date().optional(),
});

export const shipPackageBodySchema = z.object({
  carrier: text(64).min(1),
  tracking_number: text(64).regex(/^[A-Za-z0-9-]+$/, { error: 'Letters, digits and dashes only.' }),
  estimated_delivery: z.iso.date().optional(),
});

export const deliverPackageBodySchema = z.object({
  delivered_at: z.iso.datetime({ offset: true }).optional().describe('When the carrier delivered it (default: now)'),
});

export const addShipmentEventBodySchema = z.object({
  code: z.enum(REPORTED_EVENT_CODES),
  description: text(500).default(''),
  location: text(160).default(''),
  occurred_at: z.iso.datetime({ offset: true }),
});

export const shipmentEventViewSchema = z.object({
  code: z.enum(SHIPMENT_EVENT_CODES),
  description: z.string(),
  location: z.string(),
  occurred_at: z.iso.datetime(),
});
export type ShipmentEventView = z.infer<typeof shipmentEventViewSchema>;

export const packageViewSchema = z.object({
  id: z.int(),
  order_code: z.string(),
  vendor_code: z.string(),
  status: z.int().describe('Line/shipment status code of spec §4'),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  estimated_delivery: z.string().nullable(),
  ship_to: addressViewSchema.nullable().describe('Where the package goes; fixed when it ships (a later address change moves unshipped packages only)'),
  shipped_at: z.iso.datetime().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  lines: z.array(z.object({ order_line_id: z.int(), quantity: z.int() })),
  events: z.array(shipmentEventViewSchema),
});
export type PackageView = z.infer<typeof packageViewSchema>;

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: z.iso.datetime(), status: z.int().describe('Main status code the order moved to') }),
  z.object({
    kind: z.literal('shipment'),
    at: z.iso.datetime(),
    package_id: z.int(),
    code: z.enum(SHIPMENT_EVENT_CODES),
    description: z.string(),
    location: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const orderTrackingSchema = z.object({
  order: orderViewSchema,
  packages: z.array(packageViewSchema),
  timeline: z.array(timelineEntrySchema).describe('Oldest first'),
  actions: orderActionsSchema.describe('What the shopper may do now (ADR 0015): the page shows only these buttons'),
  requests: z.array(orderRequestViewSchema).describe('Self-service requests of this order, newest first'),
  changes_need_sign_in: z
    .boolean()
    .describe("True when a guest look-up reads an order of a registered account: `actions` is empty and only the account's sign-in may change it (decision 0038)"),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const trackOrderBodySchema = z.object({
  order_code: text(32).toUpperCase(),
  email: text(254).toLowerCase(),
});

export const trackOrderResultSchema = orderTrackingSchema.extend({
  access_token: z.string().describe('Reads this order back (GET /v1/orders/tracking/{code}?access=) until access_expires_at'),
  access_expires_at: z.iso.datetime(),
});
export type TrackOrderResult = z.infer<typeof trackOrderResultSchema>;

export const trackingParamsSchema = z.object({ code: text(32).toUpperCase() });
export const trackingQuerySchema = z.object({ access: z.string().max(128).optional() });

export const forgotOrderNumberBodySchema = z.object({ email: text(254).toLowerCase().pipe(z.email({ error: 'Enter a valid e-mail address.' })) });
export const forgotOrderNumberResultSchema = z.object({
  sent: z.literal(true).describe('Always true: the answer does not say whether the address has orders'),
});

export const vendorOrderParamsSchema = z.object({ code: text(32).toUpperCase().describe('Order number') });

export const vendorOrderSchema = z.object({
  code: z.string(),
  status: z.int().describe('Main status code of spec §4'),
  created_at: z.iso.datetime(),
  ship_to: z.object({ full_name: z.string(), street: z.string(), line_1: z.string(), city: z.string(), state_or_province: z.string(), postal_code: z.string(), country: z.string(), phone: z.string() }),
  lines: z.array(
    z.object({ id: z.int(), vendor_code: z.string(), sku: z.string(), product_name: z.string(), quantity: z.int(), status: z.int().describe('Line status code of spec §4'), package_id: z.int().nullable() }),
  ),
  packages: z.array(packageViewSchema),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;
