import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { customers } from '@/server/db/schema/accounts/customers';
import { products } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import { reviewRatingBaselines, reviews } from '@/server/db/schema/catalog/reviews';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { getMyProductReview } from '@/server/catalog/reviews/get-my-product-review';
import { averageX100Of, type StarCounts } from '@/server/catalog/reviews/rating-math';
import { SEEDED_REVIEWER_EMAIL, SEEDED_REVIEWER_FULLNAME, SEEDED_REVIEWER_PRODUCT_SLUG } from '@/server/catalog/reviews/seeded-reviewer';
import { writeReview } from '@/server/catalog/reviews/write-review';
import { reviewerFacts } from '@/server/pages/reviewer-facts';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date('2026-11-21T10:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { now: NOW });
});
afterAll(async () => {
  await database?.drop();
});

async function reviewer() {
  const [row] = await database.db.select().from(customers).where(eq(customers.email, SEEDED_REVIEWER_EMAIL));
  return row!;
}

async function chair() {
  const [row] = await database.db.select().from(products).where(eq(products.slug, SEEDED_REVIEWER_PRODUCT_SLUG));
  return row!;
}

describe('the seeded reviews', () => {
  it("give every reviewed product a rating history whose count is the product's review_count and whose average is its rating", async () => {
    const rows = await database.db.execute(sql`
      select p.id, p.rating_average_x100 as average, p.review_count as count,
        b.stars_1 + coalesce(r.s1, 0) as s1, b.stars_2 + coalesce(r.s2, 0) as s2, b.stars_3 + coalesce(r.s3, 0) as s3,
        b.stars_4 + coalesce(r.s4, 0) as s4, b.stars_5 + coalesce(r.s5, 0) as s5
      from products p
      join review_rating_baselines b on b.product_id = p.id
      left join (select product_id, count(*) filter (where rating = 1) s1, count(*) filter (where rating = 2) s2, count(*) filter (where rating = 3) s3,
        count(*) filter (where rating = 4) s4, count(*) filter (where rating = 5) s5 from reviews where moderation_status = 'approved' group by product_id) r on r.product_id = p.id`);
    const products_ = (rows as unknown as { rows: Record<string, string | number>[] }).rows;
    expect(products_.length).toBeGreaterThan(100);
    for (const row of products_) {
      const counts: StarCounts = { 1: Number(row.s1), 2: Number(row.s2), 3: Number(row.s3), 4: Number(row.s4), 5: Number(row.s5) };
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(Number(row.count));
      expect(Math.abs(averageX100Of(counts) - Number(row.average))).toBeLessThanOrEqual(Math.ceil(50 / Number(row.count)) + 1);
    }
    const unreviewed = await database.db.select({ id: products.id }).from(products).where(eq(products.reviewCount, 0));
    const baselineIds = new Set((await database.db.select({ id: reviewRatingBaselines.productId }).from(reviewRatingBaselines)).map((row) => row.id));
    expect(unreviewed.filter((product) => baselineIds.has(product.id))).toEqual([]);
  });

  it('are written in English, French and German, approved, some with photos', async () => {
    const rows = await database.db.select({ language: reviews.language, status: reviews.moderationStatus, images: reviews.imageCount }).from(reviews);
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(['en', 'fr', 'de']));
    expect(rows.every((row) => row.status === 'approved')).toBe(true);
    expect(rows.filter((row) => row.images > 0).length).toBeGreaterThan(10);
  });

  it('read like real ones: no two reviews of a product share a text or an author, and the texts vary', async () => {
    const rows = await database.db.select({ productId: reviews.productId, author: reviews.authorName, body: reviews.body }).from(reviews).where(eq(reviews.moderationStatus, 'approved'));
    const seeded = rows.filter((row) => row.author !== SEEDED_REVIEWER_FULLNAME);
    const byProduct = new Map<number, typeof seeded>();
    for (const row of seeded) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    for (const list of byProduct.values()) {
      expect(new Set(list.map((row) => row.body)).size).toBe(list.length);
      expect(new Set(list.map((row) => row.author)).size).toBe(list.length);
    }
    // Across the catalog, most texts are unique (a few short ones may meet on two products).
    expect(new Set(seeded.map((row) => row.body)).size).toBeGreaterThan(seeded.length * 0.9);
  });

  it('have a realistic star spread and dates over two years', async () => {
    const rows = await database.db.select({ rating: reviews.rating, createdAt: reviews.createdAt }).from(reviews);
    const share = (star: number) => rows.filter((row) => row.rating === star).length / rows.length;
    expect(share(5) + share(4)).toBeGreaterThan(0.7);
    expect(share(3)).toBeGreaterThan(0);
    expect(share(1) + share(2)).toBeGreaterThan(0);
    expect(share(1) + share(2)).toBeLessThan(share(3) + share(4));
    const times = rows.map((row) => row.createdAt.getTime());
    const days = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(days).toBeGreaterThan(450);
    expect(days).toBeLessThanOrEqual(731);
  });

  it('make every histogram hold more than five-star ratings on a product with many ratings', async () => {
    const [row] = await database.db
      .select({ s1: reviewRatingBaselines.stars1, s2: reviewRatingBaselines.stars2, s3: reviewRatingBaselines.stars3, s4: reviewRatingBaselines.stars4 })
      .from(reviewRatingBaselines)
      .innerJoin(products, eq(products.id, reviewRatingBaselines.productId))
      .orderBy(sql`${products.reviewCount} desc`)
      .limit(1);
    expect(row!.s4).toBeGreaterThan(0);
    expect(row!.s3 + row!.s2 + row!.s1).toBeGreaterThan(0);
  });

  it('include Robin Reviewer, who has a delivered order of the chair and has not reviewed it yet', async () => {
    const robin = await reviewer();
    const product = await chair();
    expect(robin.fullname).toBe(SEEDED_REVIEWER_FULLNAME);
    const bought = await database.db
      .select({ status: orders.status, productId: orderLines.productId })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orders.customerId, robin.id));
    expect(bought).toEqual([{ status: ORDER_STATUS.DELIVERED, productId: product.id }]);
    expect(await getMyProductReview({ code: product.code, customerId: robin.id }, reviewerFacts)).toMatchObject({ can_review: true, reason: 'eligible', own_review: null });
  });

  it('give Robin a fresh start when the catalog is seeded again', async () => {
    const robin = await reviewer();
    const product = await chair();
    await writeReview({ code: product.code, customerId: robin.id, language: 'en', rating: 5, title: 'Great chair', body: 'Very comfortable for long days at the desk.', images: [] }, reviewerFacts);
    await seedDatabase(database.db, { now: NOW, replace: true });
    const again = await reviewer();
    const chairAgain = await chair();
    expect(await getMyProductReview({ code: chairAgain.code, customerId: again.id }, reviewerFacts)).toMatchObject({ can_review: true, own_review: null });
  });
});
