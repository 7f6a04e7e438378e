import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog';
import type { LocalizedText } from '../catalog/product-options';

/*
 * Deals the cart prices by itself (issue 5 item 1, spec §3 add-on deal and combo deal flags).
 * Both name products, not variants: any variant of the product qualifies, so a shopper keeps the
 * colour they chose. Rules live in server/pricing/deals/price-*.ts; docs/decisions/0009-cart.md.
 */

/**
 * An accessory sold at a percentage off while its main product is in the same cart, for at most
 * as many units as the cart holds of the main product (a desk → a monitor arm 20% off).
 */
export const addOnDeals = pgTable(
  'add_on_deals',
  {
    id: serial('id').primaryKey(),
    mainProductId: integer('main_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addOnProductId: integer('add_on_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    percentOff: smallint('percent_off').notNull(),
    /** Order on the product page and in the cart's suggestions. */
    position: smallint('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('add_on_deals_main_add_on_key').on(t.mainProductId, t.addOnProductId),
    // The cart looks deals up from the add-on side as well (is this line someone's add-on?).
    index('add_on_deals_add_on_idx').on(t.addOnProductId),
    check('add_on_deals_percent_check', sql`${t.percentOff} between 1 and 90`),
    check('add_on_deals_distinct_check', sql`${t.mainProductId} <> ${t.addOnProductId}`),
  ],
);

/** A named bundle of 2 to 4 products at a percentage off when the cart holds all of them. */
export const comboDeals = pgTable(
  'combo_deals',
  {
    id: serial('id').primaryKey(),
    /** Public code ("COMBO-1042") for the API and analytics. */
    code: varchar('code', { length: 48 }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    percentOff: smallint('percent_off').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('combo_deals_code_key').on(t.code), check('combo_deals_percent_check', sql`${t.percentOff} between 1 and 90`)],
);

export const comboDealItems = pgTable(
  'combo_deal_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => comboDeals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.comboId, t.productId] }), index('combo_deal_items_product_idx').on(t.productId)],
);
