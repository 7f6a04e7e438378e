import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { productVariants } from '../catalog/catalog';
import type { CurrencyAmounts } from '../catalog/product-options';

/*
 * Carts and promo codes (issue 5 item 1; spec §3 "Checkout state", "Gift card", "Cart price").
 * A cart's id is a random public token (it is all a guest holds), never a sequence number.
 */

export const carts = pgTable(
  'carts',
  {
    /** 128 random bits, base64url: what the CART_ID cookie holds. */
    id: varchar('id', { length: 32 }).primaryKey(),
    /** The owner once signed in; null for a guest cart. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Chosen from the locale when the cart is made; the cart keeps it (design §5). */
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The store country of that locale: decides how tax reads in the cart. */
    country: varchar('country', { length: 2 }).notNull(),
    promotionCode: varchar('promotion_code', { length: 64 }),
    /** Affiliate ids carried from the landing URL (spec §3 CART_RID, CART_RANMID). */
    rid: varchar('rid', { length: 200 }),
    ranMid: varchar('ran_mid', { length: 200 }),
    /** Set by the checkout when the cart became an order; such a cart is never shown again. */
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open cart per customer, so a sign-in on two devices shares it.
    uniqueIndex('carts_open_customer_key').on(t.customerId).where(sql`${t.customerId} is not null and ${t.checkedOutAt} is null`),
    index('carts_updated_at_idx').on(t.updatedAt),
  ],
);

export interface CartLineGiftCard {
  email: string;
  from: string;
  message: string;
  /** ISO 8601 instant. */
  sendAt: string;
}

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: varchar('cart_id', { length: 32 })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /**
     * What makes two additions the same line: the variant, its option choices, its
     * personalization and gift-card details, hashed. Unique per cart, so parallel adds of the
     * same thing meet in one row (INSERT ... ON CONFLICT) instead of making two lines.
     */
    lineKey: varchar('line_key', { length: 64 }).notNull(),
    productCode: varchar('product_code', { length: 64 }).notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Customization option code → choice code (defaults filled in). */
    optionChoices: jsonb('option_choices').$type<Record<string, string>>().notNull().default({}),
    /** Personalization option code → text. */
    personalization: jsonb('personalization').$type<Record<string, string>>().notNull().default({}),
    giftCard: jsonb('gift_card').$type<CartLineGiftCard>(),
    /** Name and picture when added: shown if the product later leaves the catalog. */
    nameSnapshot: text('name_snapshot').notNull().default(''),
    imageKeySnapshot: varchar('image_key_snapshot', { length: 160 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_line_key').on(t.cartId, t.lineKey),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export type PromoCodeKind = 'percent' | 'amount';

/** Promo codes shoppers type or bring from a campaign link (stored upper-case). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: varchar('code', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<PromoCodeKind>().notNull(),
    /** For 'percent': the share taken off the eligible lines. */
    percentOff: integer('percent_off'),
    /** For 'amount': what is taken off, per currency, in minor units. */
    amountsOff: jsonb('amounts_off').$type<CurrencyAmounts>().notNull().default({}),
    /** Subtotal of the eligible lines the code needs, per currency; absent means none. */
    minSubtotals: jsonb('min_subtotals').$type<CurrencyAmounts>().notNull().default({}),
    /** Category slugs the code is limited to; null means every category except gift cards. */
    categorySlugs: jsonb('category_slugs').$type<string[]>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Orders that may use the code; null for no limit. The checkout counts uses. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check('promo_codes_percent_check', sql`${t.kind} <> 'percent' or ${t.percentOff} between 1 and 100`),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
  ],
);
