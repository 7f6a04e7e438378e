import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { carts } from '../pricing/cart';
import type { OrderAddress } from './orders';

/**
 * What a shopper has entered at /secure-checkout, kept with the cart so a reload, a second tab or
 * a payment redirect finds it again. Validated on every write; the order copies it when placed.
 */
export const cartCheckouts = pgTable('cart_checkouts', {
  cartId: varchar('cart_id', { length: 32 })
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
  /** Null while billing is the shipping address (isBillingSameShipping, the default). */
  billingAddress: jsonb('billing_address').$type<OrderAddress>(),
  shippingOption: varchar('shipping_option', { length: 32 }),
  shippingDate: varchar('shipping_date', { length: 10 }),
  /** Store credit the shopper asked to use, minor units of the cart currency (appliedCreditAmount). */
  creditRequested: integer('credit_requested').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
