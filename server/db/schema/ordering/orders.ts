import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { carts } from '../pricing/cart';
import { productVariants } from '../catalog/catalog';

/*
 * Orders (issue 5 places them, issue 6 moves them). Statuses are the numeric codes of spec §4
 * (lib/constants/order-status.ts, order-line-status.ts); every change goes through the transition
 * table in server/ordering/orders/ and leaves a row in order_history.
 */

/** An address as the checkout takes it (spec §3 "Checkout address"), validated per country. */
export interface OrderAddress {
  full_name: string;
  /** Street and number. */
  street: string;
  /** Apartment, suite, floor (may be ''). */
  line_1: string;
  city: string;
  /** State, province or region code ('' where the country has none, e.g. GB, FR, DE). */
  state_or_province: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The order number shoppers see and type (spec §3 Order.code): "DH" and 8 digits. */
    code: varchar('code', { length: 16 }).notNull(),
    /**
     * The cart the order came from. A live order per cart is unique (see the index below): a cart
     * whose payment was declined may try again, a cart never makes two orders.
     */
    cartId: varchar('cart_id', { length: 32 })
      .notNull()
      .references(() => carts.id, { onDelete: 'restrict' }),
    /** The client's Idempotency-Key for the place-order call; the same key gives the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** en-US, fr-FR...: the language of the order's e-mails and pages. */
    locale: varchar('locale', { length: 8 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Main status code of spec §4. */
    status: integer('status').notNull(),
    /** Minor units. total = subtotal - discount - credit + shipping + tax_added. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    creditApplied: integer('credit_applied').notNull().default(0),
    shippingPrice: integer('shipping_price').notNull().default(0),
    /** All tax of the order (included VAT or added sales tax). */
    tax: integer('tax').notNull().default(0),
    /** 'included' (VAT inside prices) or 'added' (sales tax on top). */
    taxMode: varchar('tax_mode', { length: 16 }).notNull(),
    total: integer('total').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    /** Shipping option code (standard, express, freight, white_glove...). */
    shippingOption: varchar('shipping_option', { length: 32 }).notNull(),
    /** The date the shopper asked the order to ship (pods and freight), if any. */
    shippingDate: varchar('shipping_date', { length: 10 }),
    estimatedDeliveryFrom: varchar('estimated_delivery_from', { length: 10 }),
    estimatedDeliveryTo: varchar('estimated_delivery_to', { length: 10 }),
    /** Gateway id of spec §9 and payment option code of spec §9. */
    paymentMethodId: integer('payment_method_id').notNull(),
    paymentOption: integer('payment_option').notNull(),
    promotionCode: varchar('promotion_code', { length: 64 }),
    rid: varchar('rid', { length: 200 }),
    ranMid: varchar('ran_mid', { length: 200 }),
    /** Set when payment was confirmed (captured, or settled by a webhook). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Stock held for an unpaid order is released after this instant (pending methods). */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    /** Set when the held stock went back to the shelf (failed or expired payment, cancel). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /**
     * An order an operator placed for a brand (a bulk order taken by phone, issue 17): the
     * operator's account (customers.id of the operator) and the vendor it was taken for; both
     * null for orders shoppers place themselves.
     */
    placedByOperatorId: integer('placed_by_operator_id').references(() => customers.id, { onDelete: 'set null' }),
    onBehalfOfVendorCode: varchar('on_behalf_of_vendor_code', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    // PAYMENT_FAILED (19) and CANCEL_PAYMENT (27) attempts free the cart for another try.
    uniqueIndex('orders_live_cart_key').on(t.cartId).where(sql`${t.status} not in (19, 27)`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_status_idx').on(t.status),
    // /brand/admin-orders lists a vendor's operator-placed orders, newest first.
    index('orders_on_behalf_idx').on(t.onBehalfOfVendorCode, t.createdAt).where(sql`${t.onBehalfOfVendorCode} is not null`),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.creditApplied} >= 0 and ${t.shippingPrice} >= 0 and ${t.tax} >= 0 and ${t.total} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 96 }).notNull(),
    vendorCode: varchar('vendor_code', { length: 64 }).notNull(),
    productKind: integer('product_kind').notNull(),
    /** Name, category and picture as sold, in the order's language. */
    productName: text('product_name').notNull(),
    productSlug: varchar('product_slug', { length: 200 }).notNull(),
    categorySlug: varchar('category_slug', { length: 200 }).notNull(),
    categoryName: text('category_name').notNull(),
    imageKey: varchar('image_key', { length: 160 }).notNull(),
    /** Variant option labels and customizations as the cart showed them. */
    variantOptions: jsonb('variant_options').$type<{ name: string; label: string }[]>().notNull().default([]),
    customizations: jsonb('customizations').$type<{ code: string; name: string; value: string; amount: number }[]>().notNull().default([]),
    giftCard: jsonb('gift_card').$type<{ email: string; from: string; message: string; send_at: string }>(),
    quantity: integer('quantity').notNull(),
    /** Units taken from the variant's stock (0 for a pre-order): what a release puts back. */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** This line's share of the order discount and credit, and of its tax (for refunds). */
    discountShare: integer('discount_share').notNull().default(0),
    taxShare: integer('tax_share').notNull().default(0),
    /**
     * The vendor's commission rate at order time (basis points), the commission and the vendor's
     * net on line_total, in minor units: commission + vendor_net = line_total (decision 0033; the
     * check order_lines_commission_check is hand-written in the migration, after the backfill of
     * older lines, which drizzle-kit cannot order).
     */
    commissionBps: integer('commission_bps').notNull().default(0),
    commission: integer('commission').notNull().default(0),
    vendorNet: integer('vendor_net').notNull().default(0),
    /** Line/shipment status code of spec §4. */
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productCode),
    index('order_lines_vendor_idx').on(t.vendorCode),
    // /brand/orders pages a vendor's lines by order, newest order first (bench: 10,000 lines).
    index('order_lines_vendor_order_idx').on(t.vendorCode, t.orderId, t.status),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export type OrderActor = 'shopper' | 'vendor' | 'payment' | 'fraud' | 'operations' | 'system';

/** Every status change of an order or of one of its lines: who, when, why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for a change of the order's main status. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: varchar('actor', { length: 16 }).$type<OrderActor>().notNull(),
    /** Customer, vendor or staff id when there is one. */
    actorId: varchar('actor_id', { length: 64 }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);
