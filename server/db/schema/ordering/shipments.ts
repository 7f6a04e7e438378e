import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderLines, orders, type OrderAddress } from './orders';

/*
 * Shipments (issue 6 item 2): the lines of an order leave in packages, one vendor per package,
 * each with its carrier, tracking number and the carrier's events. A package's status uses the
 * line/shipment codes of spec §4 (LABEL_PRINTING_READY, SHIPPED, DELIVERED, CANCEL); the lines
 * inside it move through server/ordering/orders/order-transitions.ts like any other line change.
 */

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The vendor whose lines are inside (order_lines.vendor_code): a package never mixes vendors. */
    vendorCode: varchar('vendor_code', { length: 64 }).notNull(),
    /** Set when the package is shipped. */
    carrier: varchar('carrier', { length: 64 }),
    trackingNumber: varchar('tracking_number', { length: 64 }),
    /** Line/shipment status code of spec §4. */
    status: integer('status').notNull(),
    /** YYYY-MM-DD as the vendor or carrier announces it. */
    estimatedDelivery: varchar('estimated_delivery', { length: 10 }),
    /**
     * Where the package goes: the order's address when it was packed, fixed when it ships. A later
     * address change (ADR 0015) moves only unshipped packages, so a shipped one keeps its address.
     */
    shipTo: jsonb('ship_to').$type<OrderAddress>(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_order_idx').on(t.orderId),
    index('packages_vendor_idx').on(t.vendorCode, t.status),
    index('packages_tracking_idx').on(t.trackingNumber),
  ],
);

export const packageLines = pgTable(
  'package_lines',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    // A line travels whole in one package: its status is the package's.
    uniqueIndex('package_lines_order_line_key').on(t.orderLineId),
    index('package_lines_package_idx').on(t.packageId),
    check('package_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** One of SHIPMENT_EVENT_CODES (lib/contracts/ordering/shipments-schemas.ts): the page words it per language. */
    code: varchar('code', { length: 32 }).notNull(),
    /** The carrier's own words, shown as given. */
    description: text('description').notNull().default(''),
    location: varchar('location', { length: 160 }).notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_package_idx').on(t.packageId, t.occurredAt)],
);
