import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { orders } from '../ordering/orders';
import { rewardClaims } from './rewards';

/*
 * Points (issue 19 item 3, decision 0040): a ledger like store credit's. Rows are never changed;
 * the balance is the sum of a customer's rows. Earned on delivered orders (one row per order: the
 * partial unique index makes the award happen once however often it is tried), by exchanging
 * store credit, or by a reward code.
 */
export type PointsReason = 'order_delivered' | 'credit_exchange' | 'reward';

/** Store credit exchanged for points: what was taken and what was given, in one transaction. */
export const creditPointExchanges = pgTable(
  'credit_point_exchanges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Minor units of store credit taken. */
    creditAmount: integer('credit_amount').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_point_exchanges_customer_idx').on(t.customerId, t.createdAt), check('credit_point_exchanges_amounts_check', sql`${t.creditAmount} > 0 and ${t.points} > 0`)],
);

export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Whole points; positive when earned. */
    points: integer('points').notNull(),
    reason: varchar('reason', { length: 24 }).$type<PointsReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    exchangeId: integer('exchange_id').references(() => creditPointExchanges.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => rewardClaims.id, { onDelete: 'cascade' }),
    /** The delivered order's number, kept to show it (orders belong to ordering). */
    orderCode: varchar('order_code', { length: 16 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_entries_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('points_entries_order_key').on(t.orderId).where(sql`${t.reason} = 'order_delivered'`),
    check('points_entries_points_check', sql`${t.points} > 0`),
  ],
);
