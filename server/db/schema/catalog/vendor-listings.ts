import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ListingState } from '@/lib/catalog/listing-rules';
import { products, vendors } from './catalog';

/* Products a brand lists itself (issue 17 item 1, decision 0032): their approval state and their
 * uploaded pictures. The product, its variants and prices stay in the catalog tables. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const vendorListings = pgTable(
  'vendor_listings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    state: varchar('state', { length: 16 }).$type<ListingState>().notNull().default('draft'),
    refusalReason: text('refusal_reason'),
    /** Names the product's picture set in URLs; a new one on every picture change, so caches keep files forever. */
    pictureSetKey: varchar('picture_set_key', { length: 32 }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_listings_picture_set_key').on(t.pictureSetKey),
    // The brand's list pages newest first; the operators' queue reads pending ones by date.
    index('vendor_listings_vendor_updated_idx').on(t.vendorId, t.updatedAt, t.productId),
    index('vendor_listings_state_idx').on(t.state, t.submittedAt),
    check('vendor_listings_state_check', sql`${t.state} in ('draft', 'pending', 'approved', 'refused')`),
  ],
);

export type LocalizedAlt = { en: string; fr: string; de: string };

export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    alt: jsonb('alt').$type<LocalizedAlt>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_pictures_product_idx').on(t.productId, t.position)],
);

/** One square WebP file per width (the widths of the seeded pictures). */
export const productPictureFiles = pgTable(
  'product_picture_files',
  {
    pictureId: integer('picture_id')
      .notNull()
      .references(() => productPictures.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pictureId, t.width] })],
);
