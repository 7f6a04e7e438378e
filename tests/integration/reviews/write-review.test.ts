import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { callApi } from '@/tests/integration/api/support/call-api';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { addOrder, createBuyer, createReviewProduct, customerToken, reviewRowsOf, startReviewsApi, validReview, type ReviewsApi } from './support/reviews-fixture';

let api: ReviewsApi;
beforeAll(async () => {
  api = await startReviewsApi();
});
afterAll(async () => {
  await api?.close();
});

const write = (code: string, token: string | undefined, body: unknown, locale?: string) => api.call('POST', `/v1/catalog/products/${code}/reviews`, { token, body, locale });

describe('who may write a review', () => {
  it('refuses a signed-out visitor with 401', async () => {
    const product = await createReviewProduct(api.db);
    expectErrorEnvelope(await write(product.code, undefined, validReview), 401, 'UNAUTHORIZED');
    expect(await reviewRowsOf(api.db, product.id)).toEqual([]);
  });

  it('refuses a signed-in shopper who never bought the product with 403 and a clear message', async () => {
    const product = await createReviewProduct(api.db);
    const other = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, other);
    const envelope = expectErrorEnvelope(await write(product.code, token, validReview), 403, 'FORBIDDEN');
    expect(envelope.message).toBe('Only shoppers who bought this product can review it.');
    expect(await reviewRowsOf(api.db, product.id)).toEqual([]);
  });

  it('refuses a shopper who never bought the product before reading the body: megabytes of garbage still get the 403, not a parse error', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, await createReviewProduct(api.db));
    const garbage = `{"rating": 5, "images": ["${'A'.repeat(3 * 1024 * 1024)}`;
    const answer = await callApi(`${api.url}/api/v1/catalog/products/${product.code}/reviews`, {
      method: 'POST',
      body: garbage,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', location: 'en-US' },
    });
    expect(expectErrorEnvelope(answer, 403, 'FORBIDDEN').message).toBe('Only shoppers who bought this product can review it.');
  });

  it('still reads and checks the body of a buyer: the same garbage is a 400 for them', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    const answer = await callApi(`${api.url}/api/v1/catalog/products/${product.code}/reviews`, {
      method: 'POST',
      body: '{"rating": 5, "images": ["AAAA',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', location: 'en-US' },
    });
    expectErrorEnvelope(answer, 400, 'INVALID_JSON');
  });

  it.each([
    ['cancelled', ORDER_STATUS.CANCEL],
    ['payment failed', ORDER_STATUS.PAYMENT_FAILED],
    ['payment pending', ORDER_STATUS.PAYMENT_PENDING],
    ['suspected fraud', ORDER_STATUS.SUSPECTED_FRAUD],
  ])('does not count a %s order as a purchase', async (_name, orderStatus) => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product, { orderStatus });
    expectErrorEnvelope(await write(product.code, token, validReview), 403, 'FORBIDDEN');
  });

  it('does not count a cancelled line of a paid order as a purchase', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product, { lineStatus: ORDER_LINE_STATUS.CANCEL });
    expectErrorEnvelope(await write(product.code, token, validReview), 403, 'FORBIDDEN');
  });

  it.each([
    ['new', ORDER_STATUS.NEW],
    ['shipped', ORDER_STATUS.SHIPPED],
    ['delivered', ORDER_STATUS.DELIVERED],
    ['partially shipped', ORDER_STATUS.PARTIAL_SHIPPED],
    ['complete', ORDER_STATUS.COMPLETE],
  ])('accepts a buyer whose order is %s, as a verified purchase waiting for moderation', async (_name, orderStatus) => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product, { orderStatus });
    const data = expectSuccessData(await write(product.code, token, validReview), 201);
    expect(data).toMatchObject({ moderation_status: 'pending', is_verified_purchase: true, image_count: 0 });
  });

  it('answers 404 for an unknown product', async () => {
    const { token } = await customerToken(api.db);
    expectErrorEnvelope(await write('NOPE-404', token, validReview), 404, 'NOT_FOUND');
  });
});

describe('what a review holds', () => {
  it('stores the rating, trimmed text, language of the request and the author as first name and initial', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product, { fullname: 'Robin Reviewer' });
    expectSuccessData(await write(product.code, token, { rating: 5, title: '  Superbe  ', body: '  Très confortable pour de longues journées.  ' }, 'fr-FR'), 201);
    const [row] = await reviewRowsOf(api.db, product.id);
    expect(row).toMatchObject({ rating: 5, title: 'Superbe', body: 'Très confortable pour de longues journées.', language: 'fr', authorName: 'Robin R.', moderationStatus: 'pending', isVerifiedPurchase: true });
  });

  it.each([
    ['a rating of 0', { ...validReview, rating: 0 }, 'body.rating'],
    ['a rating of 6', { ...validReview, rating: 6 }, 'body.rating'],
    ['a fractional rating', { ...validReview, rating: 4.5 }, 'body.rating'],
    ['a title under 3 characters', { ...validReview, title: ' ab ' }, 'body.title'],
    ['a title over 150 characters', { ...validReview, title: 'x'.repeat(151) }, 'body.title'],
    ['a text under 20 characters', { ...validReview, body: 'Too short.' }, 'body.body'],
    ['a text over 5000 characters', { ...validReview, body: 'x'.repeat(5001) }, 'body.body'],
    ['no title', { rating: 4, body: validReview.body }, 'body.title'],
    ['an unknown field', { ...validReview, verified: true }, 'body'],
  ])('refuses %s with 400, names the field, and stores nothing', async (_name, body, field) => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    const envelope = expectErrorEnvelope(await write(product.code, token, body), 400);
    expect(JSON.stringify(envelope.data)).toContain(field);
    expect(await reviewRowsOf(api.db, product.id)).toEqual([]);
  });
});

describe('one review per shopper and product', () => {
  it('refuses a second review with 409', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    expectSuccessData(await write(product.code, token, validReview), 201);
    const envelope = expectErrorEnvelope(await write(product.code, token, { ...validReview, rating: 1 }), 409, 'CONFLICT');
    expect(envelope.message).toBe('You have already reviewed this product.');
    expect(await reviewRowsOf(api.db, product.id)).toHaveLength(1);
  });

  it('lets exactly one of several simultaneous submissions through', async () => {
    const product = await createReviewProduct(api.db);
    const { token } = await createBuyer(api.db, product);
    const answers = await Promise.all(Array.from({ length: 4 }, () => write(product.code, token, validReview)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await reviewRowsOf(api.db, product.id)).toHaveLength(1);
  });

  it('lets the same shopper review another product they bought', async () => {
    const first = await createReviewProduct(api.db);
    const second = await createReviewProduct(api.db);
    const buyer = await createBuyer(api.db, first);
    await addOrder(api.db, buyer.customerId, second);
    expectSuccessData(await write(first.code, buyer.token, validReview), 201);
    expectSuccessData(await write(second.code, buyer.token, validReview), 201);
  });
});

describe('what the shopper sees about themselves (GET .../reviews/mine)', () => {
  it('says eligible after a purchase, already_reviewed after writing, not_purchased otherwise', async () => {
    const product = await createReviewProduct(api.db);
    const buyer = await createBuyer(api.db, product);
    const stranger = await customerToken(api.db);
    const mine = (token: string) => api.call('GET', `/v1/catalog/products/${product.code}/reviews/mine`, { token });
    expect(expectSuccessData(await mine(stranger.token))).toMatchObject({ can_review: false, reason: 'not_purchased', own_review: null });
    expect(expectSuccessData(await mine(buyer.token))).toMatchObject({ can_review: true, reason: 'eligible' });
    expectSuccessData(await write(product.code, buyer.token, validReview), 201);
    expect(expectSuccessData(await mine(buyer.token))).toMatchObject({ can_review: false, reason: 'already_reviewed', own_review: { moderation_status: 'pending', rating: 4 } });
    expectErrorEnvelope(await api.call('GET', `/v1/catalog/products/${product.code}/reviews/mine`), 401);
  });
});
