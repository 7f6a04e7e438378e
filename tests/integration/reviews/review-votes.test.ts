import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { createReviewProduct, customerToken, startReviewsApi, type ReviewsApi } from './support/reviews-fixture';
import { buildReview } from '@/tests/support/builders/reviews';

let api: ReviewsApi;
beforeAll(async () => {
  api = await startReviewsApi();
});
afterAll(async () => {
  await api?.close();
});

const vote = (reviewId: number, token?: string) => api.call('POST', `/v1/reviews/${reviewId}/useful`, { token });

async function usefulNumOf(reviewId: number): Promise<number> {
  const result = (await api.db.execute(`select useful_num from reviews where id = ${reviewId}`)) as unknown as { rows: { useful_num: number }[] };
  return Number(result.rows[0]!.useful_num);
}

describe('"was this useful" votes', () => {
  it('needs a signed-in shopper', async () => {
    const product = await createReviewProduct(api.db);
    const reviewId = (await buildReview(api.db, { productId: product.id })).id;
    expectErrorEnvelope(await vote(reviewId), 401, 'UNAUTHORIZED');
    expect(await usefulNumOf(reviewId)).toBe(0);
  });

  it('counts one vote per shopper: voting again answers the same count', async () => {
    const product = await createReviewProduct(api.db);
    const reviewId = (await buildReview(api.db, { productId: product.id, usefulNum: 3 })).id;
    const { token } = await customerToken(api.db);
    expect(expectSuccessData(await vote(reviewId, token))).toEqual({ review_id: reviewId, useful_num: 4, voted: true });
    expect(expectSuccessData(await vote(reviewId, token))).toEqual({ review_id: reviewId, useful_num: 4, voted: true });
    expect(await usefulNumOf(reviewId)).toBe(4);
  });

  it('counts a shopper once even when their votes arrive at the same time', async () => {
    const product = await createReviewProduct(api.db);
    const reviewId = (await buildReview(api.db, { productId: product.id })).id;
    const { token } = await customerToken(api.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => vote(reviewId, token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await usefulNumOf(reviewId)).toBe(1);
  });

  it('counts different shoppers voting at the same time, each once', async () => {
    const product = await createReviewProduct(api.db);
    const reviewId = (await buildReview(api.db, { productId: product.id })).id;
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => customerToken(api.db)));
    await Promise.all(shoppers.flatMap(({ token }) => [vote(reviewId, token), vote(reviewId, token)]));
    expect(await usefulNumOf(reviewId)).toBe(5);
  });

  it('lists the reviews a shopper voted for on GET .../reviews/mine', async () => {
    const product = await createReviewProduct(api.db);
    const first = (await buildReview(api.db, { productId: product.id })).id;
    await buildReview(api.db, { productId: product.id });
    const { token } = await customerToken(api.db);
    await vote(first, token);
    const mine = expectSuccessData(await api.call('GET', `/v1/catalog/products/${product.code}/reviews/mine`, { token }));
    expect(mine).toMatchObject({ voted_review_ids: [first] });
  });

  it('refuses a vote for your own review (422)', async () => {
    const product = await createReviewProduct(api.db);
    const { customerId, token } = await customerToken(api.db);
    const reviewId = (await buildReview(api.db, { productId: product.id, customerId })).id;
    expectErrorEnvelope(await vote(reviewId, token), 422, 'UNPROCESSABLE');
  });

  it('answers 404 for a review that is pending, rejected or unknown', async () => {
    const product = await createReviewProduct(api.db);
    const pending = (await buildReview(api.db, { productId: product.id, moderationStatus: 'pending' })).id;
    const rejected = (await buildReview(api.db, { productId: product.id, moderationStatus: 'rejected' })).id;
    const { token } = await customerToken(api.db);
    expectErrorEnvelope(await vote(pending, token), 404);
    expectErrorEnvelope(await vote(rejected, token), 404);
    expectErrorEnvelope(await vote(999_999, token), 404);
    expect(await usefulNumOf(pending)).toBe(0);
  });
});
