import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { products, type LanguageCode } from './catalog';

/** A shopper-facing text in every language of the store. */
export type LocalizedText = Record<LanguageCode, string>;

/** An amount in minor units per currency code ({ USD: 4900, EUR: 4500 }). */
export type CurrencyAmounts = Partial<Record<string, number>>;

export interface ProductOptionChoiceRow {
  code: string;
  label: LocalizedText;
  /** What choosing it adds to the unit price; 0 (or absent for a currency) means no charge. */
  priceDeltas: CurrencyAmounts;
  isDefault: boolean;
}

export type ProductOptionKind = 'choice' | 'text';

/**
 * Customization (pick one choice: a deeper desktop, 4D armrests, an extended warranty) and
 * personalization (free text, e.g. an engraving) offered on a product. They change the unit
 * price and travel with the cart line. Choices live in the row as JSON: they are always read
 * with their option, one product at a time, so a child table would only add a join.
 */
export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stable code the cart line carries ("warranty", "engraving"). */
    code: varchar('code', { length: 48 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<ProductOptionKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** A line under the field: what the option is, limits, what the charge covers. */
    help: jsonb('help').$type<LocalizedText>(),
    /** Choices of a 'choice' option; empty for 'text'. */
    choices: jsonb('choices').$type<ProductOptionChoiceRow[]>().notNull().default([]),
    /** Longest accepted text of a 'text' option, in characters. */
    maxLength: integer('max_length'),
    /** Charge of a 'text' option when the shopper writes something. */
    priceDeltas: jsonb('price_deltas').$type<CurrencyAmounts>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.code] }),
    check('product_options_kind_check', sql`${t.kind} in ('choice', 'text')`),
    check('product_options_max_length_check', sql`${t.maxLength} is null or ${t.maxLength} between 1 and 500`),
  ],
);
