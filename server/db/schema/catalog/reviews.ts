import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { products } from './catalog';
import { orders } from '../ordering/orders';

export type ReviewModerationStatus = 'pending' | 'approved' | 'rejected';

/** Product reviews (issue 3 item 5). Only approved reviews are shown and counted. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The order that makes it a verified purchase, when there is one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 80 }).notNull(),
    rating: integer('rating').notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** Language the review was written in (en, fr, de). */
    language: varchar('language', { length: 8 }).notNull(),
    isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
    moderationStatus: varchar('moderation_status', { length: 16 }).$type<ReviewModerationStatus>().notNull().default('pending'),
    /** "Was this useful" votes (spec §9 review sort "top" orders by useful_num). */
    usefulNum: integer('useful_num').notNull().default(0),
    imageCount: integer('image_count').notNull().default(0),
    /** Canonical link to the reviewer's video (lib/media/review-video.ts), when there is one. */
    videoUrl: varchar('video_url', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per shopper and product.
    uniqueIndex('reviews_customer_product_key').on(t.customerId, t.productId).where(sql`${t.customerId} is not null`),
    index('reviews_product_idx').on(t.productId, t.moderationStatus, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** Storage key (local folder, or S3-compatible bucket when configured). */
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId), uniqueIndex('review_images_storage_key').on(t.storageKey)],
);

/** One "was this useful" vote per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

/**
 * Star ratings the store had before written reviews were kept (the seeded catalog's history, or
 * ratings imported from a previous shop): counts per star, without text. A product's
 * rating_average_x100 and review_count are recomputed from these plus its approved reviews, so
 * approving one review moves the figures shoppers already see instead of replacing them.
 */
export const reviewRatingBaselines = pgTable(
  'review_rating_baselines',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
  },
  (t) => [check('review_rating_baselines_counts_check', sql`${t.stars1} >= 0 and ${t.stars2} >= 0 and ${t.stars3} >= 0 and ${t.stars4} >= 0 and ${t.stars5} >= 0`)],
);
