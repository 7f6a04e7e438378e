import { sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_BPS } from '@/lib/money/commission';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Languages that have their own translation rows (see lib/i18n/locales.ts). */
export type LanguageCode = 'en' | 'fr' | 'de';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 128 }).notNull(),
    position: integer('position').notNull().default(0),
    /** Landing categories (e.g. /sale) are computed views, not containers of products. */
    isLanding: boolean('is_landing').notNull().default(false),
    isIndexable: boolean('is_indexable').notNull().default(true),
    /** Base name of the generated tile picture (public/generated/categories), if it has one. */
    imageKey: varchar('image_key', { length: 160 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), uniqueIndex('categories_code_key').on(t.code)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 128 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull().default('US'),
    isActive: boolean('is_active').notNull().default(true),
    /** The store's commission on each order line, basis points (issue 17, decision 0033); set by operators. */
    commissionBps: integer('commission_bps').notNull().default(DEFAULT_COMMISSION_BPS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendors_slug_key').on(t.slug), uniqueIndex('vendors_code_key').on(t.code)],
);

/** A store address a vendor left (issue 16: /brand/edit/slug): /store/{old} redirects permanently. */
export const vendorSlugAliases = pgTable('vendor_slug_aliases', {
  slug: varchar('slug', { length: 128 }).primaryKey(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a vendor says about itself, per language (vendors.description is the English default). */
export const vendorTranslations = pgTable(
  'vendor_translations',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.language] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Public product code (spec: product_code / product_url_code). */
    code: varchar('code', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    urlSequenceCode: varchar('url_sequence_code', { length: 64 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** Product kind of spec §9: 1 product, 2 pod, 3 new product, 4 gift card. */
    kind: smallint('kind').notNull().default(1),
    isVendorProduct: boolean('is_vendor_product').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    material: varchar('material', { length: 64 }).notNull().default(''),
    /** Shape drawn for the generated pictures (desk, chair, pod, ...). */
    shape: varchar('shape', { length: 32 }).notNull(),
    ratingAverage: integer('rating_average_x100').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    promotionCode: varchar('promotion_code', { length: 64 }),
    weightGrams: integer('weight_grams').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_key').on(t.code),
    uniqueIndex('products_category_slug_key').on(t.categoryId, t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_vendor_idx').on(t.vendorId),
    check('products_kind_check', sql`${t.kind} between 1 and 4`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 96 }).notNull(),
    /** Option values keyed by option name: colour, size, frame. */
    options: jsonb('options').$type<Partial<Record<'colour' | 'size' | 'frame', string>>>().notNull(),
    colourHex: varchar('colour_hex', { length: 7 }).notNull().default('#cccccc'),
    /** Base name of the generated picture set for this variant (public/generated/products). */
    imageKey: varchar('image_key', { length: 160 }).notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

export type VariantOptionName = 'colour' | 'size' | 'frame';

/**
 * Shopper-facing labels of variant option values ("walnut" is "Noyer" in French, "140x70" is
 * 55" x 28" in the US store), so no option value is shown untranslated.
 */
export const variantOptionLabels = pgTable(
  'variant_option_labels',
  {
    option: varchar('option', { length: 16 }).$type<VariantOptionName>().notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    label: text('label').notNull(),
    /** Display order of the values of one option (sizes small to large). */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.option, t.value, t.language] })],
);

/** Prices per variant and currency, in minor units. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: integer('amount').notNull(),
    compareAtAmount: integer('compare_at_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    check('variant_prices_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Label ids of spec §9 (PRODUCT_NEW 1, BEST_SELLER 91, ...). */
export const productLabels = pgTable(
  'product_labels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.labelId] })],
);

/** Content sections by id of spec §9 (FEATURE 1, SPECIFICATION 2, ...), per language. */
export const productContentSections = pgTable(
  'product_content_sections',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sectionId: smallint('section_id').notNull(),
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    title: text('title').notNull().default(''),
    /** Structured body: paragraphs, bullet items or key/value rows, depending on the section. */
    body: jsonb('body').$type<ContentSectionBody>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_content_sections_product_idx').on(t.productId, t.language)],
);

export type ContentSectionBody =
  | { kind: 'paragraphs'; paragraphs: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'specs'; rows: { label: string; value: string }[] };

/** Flash sales: version 1 are "deals", version 2 carry per-product details (spec §3). */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull().default(1),
    percentOff: integer('percent_off').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('flash_sales_product_idx').on(t.productId),
    check('flash_sales_percent_check', sql`${t.percentOff} between 1 and 90`),
  ],
);

/** Buy-more-save-more tiers: buying at least minQuantity takes percentOff off each unit. */
export const priceTiers = pgTable(
  'price_tiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percentOff: integer('percent_off').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQuantity] })],
);
