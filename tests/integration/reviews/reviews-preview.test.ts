import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT } from '@/lib/constants/review-options';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import { getRatingSummary } from '@/server/catalog/reviews/get-rating-summary';
import { listProductReviews } from '@/server/catalog/reviews/list-product-reviews';
import { loadProductReviewsPreview } from '@/server/catalog/reviews/load-product-reviews-preview';
import { createReviewProduct, setBaseline, startReviewsApi, type ReviewsApi } from './support/reviews-fixture';
import { buildReview } from '@/tests/support/builders/reviews';

let api: ReviewsApi;
beforeAll(async () => {
  api = await startReviewsApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the reviews a product page renders', () => {
  // The page reads them with fewer queries than the two calls it stands for; the shopper must not
  // see the difference when the browser later asks the API for the same first page.
  it('are the rating summary and first page the API answers, pending and rejected reviews left out', async () => {
    const product = await createReviewProduct(api.db);
    await setBaseline(api.db, product.id, [1, 0, 2, 5, 9]);
    for (let i = 0; i < REVIEW_PAGE_SIZE + 3; i += 1) await buildReview(api.db, { productId: product.id, rating: (i % 5) + 1, usefulNum: i % 4, images: i % 3 === 0 ? 1 : 0 });
    await buildReview(api.db, { productId: product.id, moderationStatus: 'pending' });
    await buildReview(api.db, { productId: product.id, moderationStatus: 'rejected' });

    const preview = await loadProductReviewsPreview({ code: product.code });

    expect(preview.summary).toEqual(await getRatingSummary({ code: product.code }));
    expect(preview.page).toEqual(await listProductReviews({ code: product.code, sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1, per_page: REVIEW_PAGE_SIZE }));
    expect(preview.page.total).toBe(REVIEW_PAGE_SIZE + 3);
    expect(preview.page.items).toHaveLength(REVIEW_PAGE_SIZE);
  });

  it('are not found for a code no published product has, as the API answers', async () => {
    await expect(loadProductReviewsPreview({ code: 'NOPE0000' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('are empty, not an error, for a product nobody reviewed yet', async () => {
    const product = await createReviewProduct(api.db);
    const preview = await loadProductReviewsPreview({ code: product.code });
    expect(preview.page).toMatchObject({ items: [], total: 0, total_pages: 0 });
    expect(preview.summary.written_count).toBe(0);
  });
});
