import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderateReview } from '@/server/catalog/reviews/moderate-review';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { createReviewProduct, setBaseline, startReviewsApi, type ReviewsApi } from './support/reviews-fixture';
import { buildReview } from '@/tests/support/builders/reviews';

let api: ReviewsApi;
let code: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await startReviewsApi();
  const product = await createReviewProduct(api.db);
  code = product.code;
  const day = (n: number) => new Date(Date.UTC(2026, 9, n));
  ids.old = (await buildReview(api.db, { productId: product.id, rating: 5, usefulNum: 9, createdAt: day(1) })).id;
  ids.useful = (await buildReview(api.db, { productId: product.id, rating: 4, usefulNum: 20, createdAt: day(5), images: 2 })).id;
  ids.newest = (await buildReview(api.db, { productId: product.id, rating: 2, usefulNum: 0, createdAt: day(20), language: 'de' })).id;
  ids.middle = (await buildReview(api.db, { productId: product.id, rating: 3, usefulNum: 9, createdAt: day(10), images: 1 })).id;
  ids.pending = (await buildReview(api.db, { productId: product.id, rating: 1, usefulNum: 99, createdAt: day(25), moderationStatus: 'pending', images: 1 })).id;
  ids.rejected = (await buildReview(api.db, { productId: product.id, rating: 1, usefulNum: 99, createdAt: day(26), moderationStatus: 'rejected' })).id;
  await setBaseline(api.db, product.id, [1, 0, 2, 3, 10]);
});
afterAll(async () => {
  await api?.close();
});

type Page = { items: { id: number; images: unknown[] }[]; total: number; total_pages: number; page: number; per_page: number; sort: string; filter: string };
const get = async (query: string) => expectSuccessData(await api.call('GET', `/v1/catalog/products/${code}/reviews${query}`)) as Page;
const idsOf = (page: Page) => page.items.map((item) => item.id);

describe('the review list of a product', () => {
  it('shows only approved reviews, most useful first by default (sort top, ties newest first)', async () => {
    const page = await get('');
    expect(page).toMatchObject({ sort: 'top', filter: 'All', page: 1, per_page: 5, total: 4, total_pages: 1 });
    expect(idsOf(page)).toEqual([ids.useful, ids.middle, ids.old, ids.newest]);
  });

  it('sorts newest first with sort=latest', async () => {
    expect(idsOf(await get('?sort=latest'))).toEqual([ids.newest, ids.middle, ids.useful, ids.old]);
  });

  it('keeps only reviews with pictures with filter=WithImages, each with its picture URLs', async () => {
    const page = await get('?filter=WithImages&sort=latest');
    expect(idsOf(page)).toEqual([ids.middle, ids.useful]);
    expect(page.items[1]!.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/v1\/reviews\/images\/\d+$/) }),
      expect.objectContaining({ url: expect.stringMatching(/^\/v1\/reviews\/images\/\d+$/) }),
    ]);
  });

  it('pages through the list without repeating or skipping a review', async () => {
    const first = await get('?sort=top&per_page=3');
    const second = await get('?sort=top&per_page=3&page=2');
    expect(first.total_pages).toBe(2);
    expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.useful, ids.middle, ids.old, ids.newest]);
  });

  it('refuses an unknown sort or filter and a page size over 20 (400)', async () => {
    expectErrorEnvelope(await api.call('GET', `/v1/catalog/products/${code}/reviews?sort=best`), 400);
    expectErrorEnvelope(await api.call('GET', `/v1/catalog/products/${code}/reviews?filter=Photos`), 400);
    expectErrorEnvelope(await api.call('GET', `/v1/catalog/products/${code}/reviews?per_page=21`), 400);
  });

  it('answers 404 for an unknown product', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/catalog/products/NOPE/reviews'), 404);
  });

  it('summarises earlier ratings plus approved reviews per star, with the average the product shows once moderation has run', async () => {
    await moderateReview({ reviewId: ids.rejected!, status: 'rejected', revalidate: async () => undefined });
    const summary = expectSuccessData(await api.call('GET', `/v1/catalog/products/${code}/reviews/summary`));
    // Earlier ratings 1+0+2+3+10 = 16 (69 points) plus approved 5, 4, 2 and 3: 83 points / 20.
    expect(summary).toEqual({ rating_average: 4.15, review_count: 20, written_count: 4, with_images_count: 2, histogram: { '1': 1, '2': 1, '3': 3, '4': 4, '5': 11 } });
  });
});
