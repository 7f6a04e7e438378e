import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema/catalog/catalog';
import { moderateReview } from '@/server/catalog/reviews/moderate-review';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { buildOperator } from '@/tests/support/builders/brands';
import { createBuyer, createReviewProduct, setBaseline, startReviewsApi, validReview, type ReviewsApi } from './support/reviews-fixture';
import { buildReview } from '@/tests/support/builders/reviews';

let api: ReviewsApi;
let admin: string;
beforeAll(async () => {
  api = await startReviewsApi();
  admin = (await buildOperator(api.db)).token;
});
afterAll(async () => {
  await api?.close();
});

const list = (code: string) => api.call('GET', `/v1/catalog/products/${code}/reviews`);
const moderate = (id: number, status: string, token = admin) => api.call('POST', `/v1/admin/reviews/${id}/moderation`, { token, body: { status } });

async function productRating(productId: number) {
  const [row] = await api.db.select({ average: products.ratingAverage, count: products.reviewCount }).from(products).where(eq(products.id, productId));
  return row!;
}

describe('moderation', () => {
  it('keeps a written review out of the list and the rating until an admin approves it', async () => {
    const product = await createReviewProduct(api.db);
    await setBaseline(api.db, product.id, [0, 0, 0, 1, 1]); // 2 earlier ratings, average 4.5
    const { token } = await createBuyer(api.db, product);
    const { id } = expectSuccessData(await api.call('POST', `/v1/catalog/products/${product.code}/reviews`, { token, body: { ...validReview, rating: 1 } }), 201) as { id: number };
    expect(expectSuccessData(await list(product.code))).toMatchObject({ items: [], total: 0 });

    const queue = expectSuccessData(await api.call('GET', '/v1/admin/reviews?status=pending', { token: admin })) as { items: { id: number; product_code: string }[] };
    expect(queue.items).toContainEqual(expect.objectContaining({ id, product_code: product.code }));

    const result = expectSuccessData(await moderate(id, 'approved'));
    expect(result).toMatchObject({ id, moderation_status: 'approved', product: { code: product.code, rating_average: 3.33, review_count: 3 } });
    expect(await productRating(product.id)).toEqual({ average: 333, count: 3 });
    expect(expectSuccessData(await list(product.code))).toMatchObject({ total: 1, items: [{ id, rating: 1, is_verified_purchase: true }] });
    const summary = expectSuccessData(await api.call('GET', `/v1/catalog/products/${product.code}/reviews/summary`));
    expect(summary).toEqual({ rating_average: 3.33, review_count: 3, written_count: 1, with_images_count: 0, histogram: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 } });
  });

  it('takes a rejected review out of the list and the rating again', async () => {
    const product = await createReviewProduct(api.db);
    const kept = (await buildReview(api.db, { productId: product.id, rating: 5, moderationStatus: 'pending' })).id;
    const dropped = (await buildReview(api.db, { productId: product.id, rating: 2, moderationStatus: 'pending' })).id;
    expectSuccessData(await moderate(kept, 'approved'));
    expectSuccessData(await moderate(dropped, 'approved'));
    expect(await productRating(product.id)).toEqual({ average: 350, count: 2 });
    expectSuccessData(await moderate(dropped, 'rejected'));
    expect(await productRating(product.id)).toEqual({ average: 500, count: 1 });
    expect(expectSuccessData(await list(product.code))).toMatchObject({ total: 1, items: [{ id: kept }] });
  });

  it('counts every approval when several happen at once', async () => {
    const product = await createReviewProduct(api.db);
    const ids = await Promise.all([5, 4, 3, 5, 4].map((rating) => buildReview(api.db, { productId: product.id, rating, moderationStatus: 'pending' }).then((row) => row.id)));
    const answers = await Promise.all(ids.map((id) => moderate(id, 'approved')));
    expect(answers.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`).filter((line) => !line.startsWith('200'))).toEqual([]);
    expect(await productRating(product.id)).toEqual({ average: 420, count: 5 });
  });

  it('is for admins only', async () => {
    const product = await createReviewProduct(api.db);
    const id = (await buildReview(api.db, { productId: product.id, moderationStatus: 'pending' })).id;
    expectErrorEnvelope(await moderate(id, 'approved', await tokenFor('customer')), 403, 'FORBIDDEN');
    expectErrorEnvelope(await api.call('POST', `/v1/admin/reviews/${id}/moderation`, { body: { status: 'approved' } }), 401);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/reviews', { token: await tokenFor('customer') }), 403);
    expectErrorEnvelope(await moderate(id, 'maybe'), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(await moderate(999_999, 'approved'), 404, 'NOT_FOUND');
  });

  it("re-renders the product's page, category and cross-catalog pages in every locale after a decision", async () => {
    const product = await createReviewProduct(api.db);
    const id = (await buildReview(api.db, { productId: product.id, moderationStatus: 'pending' })).id;
    const rendered: string[] = [];
    const result = await moderateReview({ reviewId: id, status: 'approved', revalidate: async (path) => void rendered.push(path) });
    expect(result.revalidation.failed).toEqual([]);
    const refs = ((await api.db.execute(`select p.slug, c.slug as category from products p join categories c on c.id = p.category_id where p.id = ${product.id}`)) as unknown as { rows: { slug: string; category: string }[] }).rows[0]!;
    expect(rendered).toContain(`/${refs.category}/${refs.slug}`);
    expect(rendered).toContain(`/fr-FR/${refs.category}/${refs.slug}`);
    expect(rendered).toContain(`/de-DE/${refs.category}`);
  });
});
