import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT } from '@/lib/constants/review-options';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import type { ProductReviewsPreview } from '@/lib/reviews/review-schema';
import { getRatingSummary } from './get-rating-summary';
import { listProductReviews } from './list-product-reviews';

/**
 * The summary and first page of reviews, rendered into the cached product page: shoppers and
 * crawlers see real reviews (and the Review structured data) without waiting for a request, and
 * an approval re-renders the page. Sorting, filtering and later pages load in the browser.
 */
export async function loadProductReviewsPreview(input: { code: string }): Promise<ProductReviewsPreview> {
  const [summary, page] = await Promise.all([
    getRatingSummary({ code: input.code }),
    listProductReviews({ code: input.code, sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1, per_page: REVIEW_PAGE_SIZE }),
  ]);
  return { productCode: input.code, summary, page };
}
