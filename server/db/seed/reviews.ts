import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_BPS, splitLineTotal } from '@/lib/money/commission';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { customers } from '@/server/db/schema/accounts/customers';
import { carts } from '@/server/db/schema/pricing/cart';
import { categories, products, productTranslations, productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { reviewImages, reviewRatingBaselines, reviews } from '@/server/db/schema/catalog/reviews';
import { starCountsFor, STARS, type StarCounts } from '@/server/catalog/reviews/rating-math';
import { productFamilyOf, reviewTextsFor, type SeedLanguage } from '@/server/catalog/reviews/seed-review-phrases';
import { SEED_IMAGE_HEIGHT, SEED_IMAGE_WIDTH, seedImageKey } from '@/server/catalog/reviews/seed-review-image';
import {
  SEEDED_REVIEWER_CATEGORY_SLUG,
  SEEDED_REVIEWER_EMAIL,
  SEEDED_REVIEWER_FULLNAME,
  SEEDED_REVIEWER_ORDER_CODE,
  SEEDED_REVIEWER_PRODUCT_SLUG,
} from '@/server/catalog/reviews/seeded-reviewer';
import { SEED_REFERENCE_DATE } from './catalog-constants';
import { createRandom, hashSeed } from './prng';
import { insertInBatches, type SeedTx } from './seed-writer';

/* Only the first products get written reviews: enough for every page a shopper or a test opens,
 * while the 100,000-product bench catalog seeds in the same time as before. */
const PRODUCTS_WITH_WRITTEN_REVIEWS = 240;
/* Products whose reviews include shopper photos (drawn on first request, see seed-review-image). */
const PRODUCTS_WITH_PHOTOS = 40;
const DAY_MS = 86_400_000;
/* Written reviews are spread over the two years before the reference date (or the product's life). */
const REVIEW_WINDOW_DAYS = 730;

interface ProductFacts {
  id: number;
  ratingAverage: number;
  reviewCount: number;
  createdAt: Date;
  categorySlug: string;
}

function languageOf(roll: number): SeedLanguage {
  if (roll < 0.6) return 'en';
  return roll < 0.8 ? 'fr' : 'de';
}

/** Draws `count` ratings out of the product's rating history, so the history stays exact. */
function drawRatings(counts: StarCounts, count: number, random: ReturnType<typeof createRandom>): number[] {
  const left = { ...counts };
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const total = STARS.reduce((sum, star) => sum + left[star], 0);
    let roll = random.int(1, total);
    const star = STARS.find((candidate) => (roll -= left[candidate]) <= 0) ?? 5;
    left[star] -= 1;
    drawn.push(star);
  }
  return drawn;
}

function writtenReviewsOf(product: ProductFacts, counts: StarCounts) {
  const random = createRandom(hashSeed('reviews', product.id));
  const count = Math.min(product.reviewCount, 2 + (product.id % 5));
  const ratings = drawRatings(counts, count, random);
  const age = Math.max(1, Math.floor((SEED_REFERENCE_DATE.getTime() - product.createdAt.getTime()) / DAY_MS));
  const texts = reviewTextsFor(
    ratings.map((rating) => ({ rating, language: languageOf(random.next()) })),
    productFamilyOf(product.categorySlug),
    random,
  );
  return ratings.map((rating, index) => {
    const text = texts[index]!;
    const language = text.language;
    const imageCount = product.id <= PRODUCTS_WITH_PHOTOS && index % 2 === 0 ? 1 + (index % 4 === 0 ? 1 : 0) : 0;
    return {
      review: {
        productId: product.id,
        authorName: text.authorName,
        rating,
        title: text.title,
        body: text.body,
        language,
        isVerifiedPurchase: random.chance(0.8),
        moderationStatus: 'approved' as const,
        usefulNum: Math.floor(random.next() ** 2 * 40),
        imageCount,
        createdAt: new Date(SEED_REFERENCE_DATE.getTime() - random.int(0, Math.min(age, REVIEW_WINDOW_DAYS)) * DAY_MS - random.int(0, DAY_MS - 1)),
      },
      imageKeys: Array.from({ length: imageCount }, (_, imageIndex) => seedImageKey(product.id, index, imageIndex)),
    };
  });
}

function subtract(counts: StarCounts, ratings: readonly number[]): StarCounts {
  const left = { ...counts };
  for (const rating of ratings) left[rating as keyof StarCounts] -= 1;
  return left;
}

async function seedRatingsAndReviews(tx: SeedTx): Promise<{ baselines: number; written: number }> {
  const rows: ProductFacts[] = await tx
    .select({ id: products.id, ratingAverage: products.ratingAverage, reviewCount: products.reviewCount, createdAt: products.createdAt, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(gt(products.reviewCount, 0))
    .orderBy(asc(products.id));
  const baselines: (typeof reviewRatingBaselines.$inferInsert)[] = [];
  let written = 0;
  for (const product of rows) {
    const counts = starCountsFor(product.ratingAverage, product.reviewCount);
    const texts = product.id <= PRODUCTS_WITH_WRITTEN_REVIEWS ? writtenReviewsOf(product, counts) : [];
    const left = subtract(
      counts,
      texts.map((text) => text.review.rating),
    );
    baselines.push({ productId: product.id, stars1: left[1], stars2: left[2], stars3: left[3], stars4: left[4], stars5: left[5] });
    if (texts.length === 0) continue;
    // Rows come back in the order they were given, which pairs each review with its photos.
    const inserted = await tx.insert(reviews).values(texts.map((text) => text.review)).returning({ id: reviews.id });
    const images = texts.flatMap((text, index) =>
      text.imageKeys.map((storageKey, position) => ({
        reviewId: inserted[index]!.id,
        storageKey,
        contentType: 'image/webp',
        width: SEED_IMAGE_WIDTH,
        height: SEED_IMAGE_HEIGHT,
        position,
      })),
    );
    if (images.length > 0) await tx.insert(reviewImages).values(images);
    written += texts.length;
  }
  await insertInBatches(tx, reviewRatingBaselines, baselines);
  return { baselines: baselines.length, written };
}

/** Robin Reviewer: a DELIVERED order of one known chair and no review of it yet. */
async function seedReviewer(tx: SeedTx): Promise<boolean> {
  const [product] = await tx
    .select({ id: products.id, code: products.code, slug: products.slug, kind: products.kind, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, SEEDED_REVIEWER_PRODUCT_SLUG), eq(categories.slug, SEEDED_REVIEWER_CATEGORY_SLUG)));
  if (!product) return false; // another catalog seed or size: nothing to buy
  const [variant] = await tx.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position)).limit(1);
  const [name] = await tx.select({ name: productTranslations.name }).from(productTranslations).where(and(eq(productTranslations.productId, product.id), eq(productTranslations.language, 'en')));
  if (!variant || !name) return false;

  await tx
    .insert(customers)
    .values({ email: SEEDED_REVIEWER_EMAIL, fullname: SEEDED_REVIEWER_FULLNAME, referralCode: 'ROBINREVIEWER', country: 'US', isSignUp: true, signedUpAt: SEED_REFERENCE_DATE })
    .onConflictDoNothing();
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${SEEDED_REVIEWER_EMAIL}`);
  // A replaced catalog starts the reviewer over: no review of the chair, one delivered order.
  await tx.delete(reviews).where(eq(reviews.customerId, customer!.id));
  await tx.delete(orders).where(eq(orders.code, SEEDED_REVIEWER_ORDER_CODE));
  const cartId = 'seed-reviewer-cart';
  await tx.insert(carts).values({ id: cartId, customerId: customer!.id, currency: 'USD', country: 'US', checkedOutAt: SEED_REFERENCE_DATE }).onConflictDoNothing();
  const unitPrice = 29_900;
  const address = {
    full_name: SEEDED_REVIEWER_FULLNAME,
    street: '1 Market Street',
    line_1: '',
    city: 'San Francisco',
    state_or_province: 'CA',
    postal_code: '94105',
    country: 'US',
    phone: '4155550100',
  };
  const [order] = await tx
    .insert(orders)
    .values({
      code: SEEDED_REVIEWER_ORDER_CODE,
      cartId,
      customerId: customer!.id,
      email: SEEDED_REVIEWER_EMAIL,
      locale: 'en-US',
      currency: 'USD',
      status: ORDER_STATUS.DELIVERED,
      subtotal: unitPrice,
      taxMode: 'added',
      total: unitPrice,
      shippingAddress: address,
      billingAddress: address,
      shippingOption: 'standard',
      paymentMethodId: 1,
      paymentOption: 1,
      paidAt: new Date(SEED_REFERENCE_DATE.getTime() - 20 * DAY_MS),
      createdAt: new Date(SEED_REFERENCE_DATE.getTime() - 20 * DAY_MS),
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    productCode: product.code,
    variantId: variant.id,
    sku: variant.sku,
    vendorCode: 'deskhaus',
    productKind: product.kind,
    productName: name.name,
    productSlug: product.slug,
    categorySlug: product.categorySlug,
    categoryName: 'Office chairs',
    imageKey: variant.imageKey,
    quantity: 1,
    unitPrice,
    lineTotal: unitPrice,
    // As the migration's backfill: the default rate, half up (decision 0033).
    commissionBps: DEFAULT_COMMISSION_BPS,
    commission: splitLineTotal(unitPrice, DEFAULT_COMMISSION_BPS).commission,
    vendorNet: splitLineTotal(unitPrice, DEFAULT_COMMISSION_BPS).net,
    status: ORDER_LINE_STATUS.DELIVERED,
  });
  return true;
}

/**
 * Reviews for the generated catalog: each product's rating history (ratings per star matching
 * its seeded average and count), a few written reviews in English, French and German for the
 * first products (some with photos), and the reviewer shopper of the end-to-end test.
 */
export async function seedReviews(tx: SeedTx, log: (line: string) => void = () => undefined): Promise<void> {
  const { baselines, written } = await seedRatingsAndReviews(tx);
  const reviewer = await seedReviewer(tx);
  log(`seed: reviews ${written} written, ${baselines} rating histories${reviewer ? ', reviewer shopper' : ''}`);
}
