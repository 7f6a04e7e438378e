import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { BannerFormat, BannerPlacement } from '@/lib/brands/banner-rules';
import type { Localized } from '@/lib/brands/brand-rules';
import { brands } from './brands';

/* Brand banners (issue 17 item 2, decision 0035): a picture, a link inside the store, a window
 * and a placement. The resized pictures are stored in the database like brand_pictures. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const brandBanners = pgTable(
  'brand_banners',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    placement: varchar('placement', { length: 16 }).$type<BannerPlacement>().notNull(),
    /** The category page it shows on (catalog's categories.slug), for the category placement only. */
    categorySlug: varchar('category_slug', { length: 128 }),
    link: text('link').notNull(),
    altText: jsonb('alt_text').$type<Localized>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Random, changes with every picture upload: the addresses can be cached forever. */
    pictureKey: varchar('picture_key', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brand_banners_picture_key').on(t.pictureKey),
    index('brand_banners_brand_idx').on(t.brandId),
    index('brand_banners_placement_idx').on(t.placement, t.endsAt),
    check('brand_banners_placement_check', sql`${t.placement} in ('home', 'category', 'storefront')`),
    check('brand_banners_category_check', sql`(${t.placement} = 'category') = (${t.categorySlug} is not null)`),
    check('brand_banners_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The picture of a banner in each stored width and format (BANNER_WIDTHS × BANNER_FORMATS). */
export const brandBannerFiles = pgTable(
  'brand_banner_files',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => brandBanners.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: varchar('format', { length: 8 }).$type<BannerFormat>().notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.width, t.format] })],
);
