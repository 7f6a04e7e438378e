import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT } from '@/lib/constants/review-options';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import type { ProductReviewsPreview } from '@/lib/reviews/review-schema';
import { getDb } from '@/server/db/client';
import { findReviewProduct } from './find-review-product';
import { summaryOf } from './get-rating-summary';
import { listReviewsOf } from './list-product-reviews';
import { starCountsOf } from './repository';

/**
 * The summary and first page of reviews, rendered into the cached product page: shoppers and
 * crawlers see real reviews (and the Review structured data) without waiting for a request, and
 * an approval re-renders the page. Sorting, filtering and later pages load in the browser.
 */
export async function loadProductReviewsPreview(input: { code: string }): Promise<ProductReviewsPreview> {
  const db = getDb();
  // One product lookup for both; the star counts already say how many approved reviews there
  // are, which is the first page's total under the default filter (All). It renders on every
  // uncached product page, so each query saved counts (design §7: uncached render).
  const product = await findReviewProduct(db, input.code);
  const counts = await starCountsOf(db, product.id);
  const total = DEFAULT_REVIEW_FILTER === 'All' ? counts.written : undefined;
  const page = await listReviewsOf(db, product, { sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1, per_page: REVIEW_PAGE_SIZE, total });
  return { productCode: input.code, summary: summaryOf(product, counts), page };
}
