import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT } from '@/lib/constants/review-options';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import type { ProductReviewsPreview } from '@/lib/contracts/catalog/reviews-schemas';
import { getDb } from '@/server/db/client';
import { productNotFound } from './find-review-product';
import { summaryOf } from './get-rating-summary';
import { reviewPageOf } from './list-product-reviews';
import { readReviewsPreview } from './read-reviews-preview';

/**
 * The summary and first page of reviews, rendered into the cached product page: shoppers and
 * crawlers see real reviews (and the Review structured data) without waiting for a request, and
 * an approval re-renders the page. Sorting, filtering and later pages load in the browser.
 *
 * One statement (read-reviews-preview.ts) in the default sort and filter, whose approved count is
 * the page's total. tests/integration/reviews/reviews-preview.test.ts keeps it equal to what the
 * reviews API answers for the same page.
 */
export async function loadProductReviewsPreview(input: { code: string }): Promise<ProductReviewsPreview> {
  const read = await readReviewsPreview(getDb(), input.code, REVIEW_PAGE_SIZE);
  if (!read) throw productNotFound(input.code);
  const query = { sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1, per_page: REVIEW_PAGE_SIZE };
  return { productCode: input.code, summary: summaryOf(read.product, read.counts), page: reviewPageOf(read.rows, read.images, query, read.counts.written) };
}
