import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ReviewFilter, ReviewSort } from '@/lib/constants/review-options';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema/catalog/catalog';
import { reviewImages, reviewRatingBaselines, reviews, reviewVotes, type ReviewModerationStatus } from '@/server/db/schema/catalog/reviews';
import type { StarCounts } from './rating-math';
import type { Tx } from '@/server/db/db-or-tx';
import { productRowInStore } from '@/server/catalog/repository-product-visibility';

/* The reviews module's door to the database. Purchases and names are asked of ordering and
 * accounts (reviewer-facts.ts), never read here. */

type Executor = Db | Tx;

export interface ReviewProductRow {
  id: number;
  code: string;
  /** products.rating_average_x100 and review_count: what listings show, kept in step by moderation. */
  ratingAverageX100: number;
  reviewCount: number;
}

export async function findPublishedProduct(db: Executor, code: string): Promise<ReviewProductRow | undefined> {
  const [row] = await db
    .select({ id: products.id, code: products.code, ratingAverageX100: products.ratingAverage, reviewCount: products.reviewCount })
    .from(products)
    .where(and(eq(products.code, code), productRowInStore()));
  return row;
}

export interface ReviewRow {
  id: number;
  productId: number;
  customerId: number | null;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  language: string;
  isVerifiedPurchase: boolean;
  moderationStatus: ReviewModerationStatus;
  usefulNum: number;
  imageCount: number;
  videoUrl: string | null;
  createdAt: Date;
}

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  customerId: reviews.customerId,
  authorName: reviews.authorName,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  language: reviews.language,
  isVerifiedPurchase: reviews.isVerifiedPurchase,
  moderationStatus: reviews.moderationStatus,
  usefulNum: reviews.usefulNum,
  imageCount: reviews.imageCount,
  videoUrl: reviews.videoUrl,
  createdAt: reviews.createdAt,
};

function approvedOf(productId: number, filter: ReviewFilter) {
  return and(eq(reviews.productId, productId), eq(reviews.moderationStatus, 'approved'), filter === 'WithImages' ? gt(reviews.imageCount, 0) : undefined);
}

/** Ties break on the id, so pages never repeat or skip a review. */
function orderOf(sort: ReviewSort) {
  return sort === 'top' ? [desc(reviews.usefulNum), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
}

export async function listApprovedReviews(
  db: Executor,
  input: { productId: number; sort: ReviewSort; filter: ReviewFilter; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = approvedOf(input.productId, input.filter);
  const [rows, [totalRow]] = await Promise.all([
    db.select(reviewColumns).from(reviews).where(where).orderBy(...orderOf(input.sort)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export interface ReviewImageRow {
  id: number;
  reviewId: number;
  storageKey: string;
  width: number;
  height: number;
}

export async function listImagesOf(db: Executor, reviewIds: readonly number[]): Promise<ReviewImageRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select({ id: reviewImages.id, reviewId: reviewImages.reviewId, storageKey: reviewImages.storageKey, width: reviewImages.width, height: reviewImages.height })
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, [...reviewIds]))
    .orderBy(asc(reviewImages.reviewId), asc(reviewImages.position), asc(reviewImages.id));
}

/** Star counts of the approved reviews plus the product's earlier star-only ratings. */
export async function starCountsOf(db: Executor, productId: number): Promise<StarCountsWithWritten> {
  const [approved, [baseline]] = await Promise.all([
    db
      .select({ rating: reviews.rating, n: count(), withImages: sql<number>`count(*) filter (where ${reviews.imageCount} > 0)`.mapWith(Number) })
      .from(reviews)
      .where(approvedOf(productId, 'All'))
      .groupBy(reviews.rating),
    db.select().from(reviewRatingBaselines).where(eq(reviewRatingBaselines.productId, productId)),
  ]);
  return starCountsFrom(approved, baseline);
}

export type StarCountsWithWritten = StarCounts & { written: number; withImages: number };
type BaselineStars = { stars1: number; stars2: number; stars3: number; stars4: number; stars5: number };

/** The earlier star-only ratings plus the approved reviews, counted per star. */
export function starCountsFrom(approved: readonly { rating: number; n: number; withImages: number }[], baseline: BaselineStars | undefined | null): StarCountsWithWritten {
  const counts: StarCounts = { 1: baseline?.stars1 ?? 0, 2: baseline?.stars2 ?? 0, 3: baseline?.stars3 ?? 0, 4: baseline?.stars4 ?? 0, 5: baseline?.stars5 ?? 0 };
  let written = 0;
  let withImages = 0;
  for (const row of approved) {
    const star = row.rating as keyof StarCounts;
    counts[star] += row.n;
    written += row.n;
    withImages += row.withImages;
  }
  return { ...counts, written, withImages };
}

export async function writeProductRating(db: Executor, productId: number, rating: { averageX100: number; count: number }): Promise<void> {
  await db.update(products).set({ ratingAverage: rating.averageX100, reviewCount: rating.count, updatedAt: sql`now()` }).where(eq(products.id, productId));
}

/** Serialises rating recomputations of one product (two approvals at once both count). */
export async function lockProduct(db: Executor, productId: number): Promise<{ id: number; code: string } | undefined> {
  const rows = (await db.execute(sql`select id, code from products where id = ${productId} for update`)) as unknown as { rows: { id: number; code: string }[] };
  const row = rows.rows[0];
  return row ? { id: Number(row.id), code: String(row.code) } : undefined;
}

export async function findOwnReview(db: Executor, customerId: number, productId: number) {
  const [row] = await db
    .select({ id: reviews.id, rating: reviews.rating, title: reviews.title, moderationStatus: reviews.moderationStatus })
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)));
  return row;
}

export async function listVotedReviewIds(db: Executor, customerId: number, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviewVotes.reviewId })
    .from(reviewVotes)
    .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
    .where(and(eq(reviewVotes.customerId, customerId), eq(reviews.productId, productId)))
    .orderBy(asc(reviewVotes.reviewId));
  return rows.map((row) => row.id);
}

export async function insertReview(tx: Tx, values: typeof reviews.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  return row!;
}

export async function insertReviewImages(tx: Tx, rows: (typeof reviewImages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(reviewImages).values(rows);
}

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.id, id));
  return row;
}

/**
 * Records a vote and counts it, once: the primary key (review, customer) makes a repeated or
 * concurrent second vote insert nothing, and only an inserted vote raises useful_num.
 */
export async function addUsefulVote(tx: Tx, reviewId: number, customerId: number): Promise<number> {
  const inserted = await tx.insert(reviewVotes).values({ reviewId, customerId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
  if (inserted.length > 0) {
    const [row] = await tx
      .update(reviews)
      .set({ usefulNum: sql`${reviews.usefulNum} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ usefulNum: reviews.usefulNum });
    return row!.usefulNum;
  }
  const [row] = await tx.select({ usefulNum: reviews.usefulNum }).from(reviews).where(eq(reviews.id, reviewId));
  return row!.usefulNum;
}

export async function setModerationStatus(tx: Tx, id: number, status: ReviewModerationStatus): Promise<void> {
  await tx.update(reviews).set({ moderationStatus: status, updatedAt: sql`now()` }).where(eq(reviews.id, id));
}

export async function findImageOfApprovedReview(db: Executor, imageId: number): Promise<{ storageKey: string } | undefined> {
  const [row] = await db
    .select({ storageKey: reviewImages.storageKey })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(and(eq(reviewImages.id, imageId), eq(reviews.moderationStatus, 'approved')));
  return row;
}

export async function listReviewsByStatus(db: Executor, input: { status: ReviewModerationStatus; limit: number; offset: number }) {
  const where = eq(reviews.moderationStatus, input.status);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...reviewColumns, productCode: products.code })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
