import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { orders, type OrderAddress } from './orders';

/*
 * The shopper's self-service requests on an order (issue 6 item 4, ADR 0015): cancel the order
 * or one vendor's package, change the address or shipping date, return an item. Immediate
 * actions are stored as 'completed'; a return waits 'in_review' until operations decide.
 * A request that gives money back carries its refund split, and refund_settled_at says the
 * payment part reached the provider (its idempotency key is `order-request:<id>`), so a retried
 * request or a retried settlement never refunds twice.
 */

export type OrderRequestKind = 'cancel_order' | 'cancel_package' | 'change_address' | 'change_shipping_date' | 'return_item';
export type OrderRequestStatus = 'completed' | 'in_review' | 'accepted' | 'rejected';

export interface OrderRequestDetails {
  vendor_code?: string;
  line_ids?: number[];
  old_address?: OrderAddress;
  new_address?: OrderAddress;
  old_date?: string | null;
  new_date?: string;
  reason?: string;
  condition?: 'unopened' | 'used';
  /** Operations' decision on a return and its note. */
  outcome?: 'accepted_unused' | 'accepted_used' | 'rejected' | 'late_refund';
  note?: string;
  /** The brand's answer to a return of its line before the item is back (issue 17): accepted (send it back) or refused, with its reason. */
  vendor_decision?: 'accepted' | 'refused';
  vendor_reason?: string;
  vendor_decided_by?: string;
  /** Who made the request or the decision ('customer:12', 'guest', 'staff:1'). */
  requested_by?: string;
  decided_by?: string;
}

export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's customer when there is one (guest orders: null); lists /customer/your-request-orders. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 32 }).$type<OrderRequestKind>().notNull(),
    status: varchar('status', { length: 16 }).$type<OrderRequestStatus>().notNull(),
    details: jsonb('details').$type<OrderRequestDetails>().notNull().default({}),
    /** Minor units: all that goes back, the part through the payment provider, the part as store credit. */
    refundAmount: integer('refund_amount').notNull().default(0),
    refundToPayment: integer('refund_to_payment').notNull().default(0),
    refundToStoreCredit: integer('refund_to_store_credit').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Set when the payment part was refunded by the provider (or there was none). */
    refundSettledAt: timestamp('refund_settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('order_requests_order_idx').on(t.orderId, t.createdAt), index('order_requests_customer_idx').on(t.customerId, t.createdAt), index('order_requests_status_idx').on(t.status)],
);
