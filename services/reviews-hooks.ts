import type { MyProductReview, ReviewPage } from '@/lib/contracts/catalog/reviews-schemas';
import { myReviewPath, reviewsPath, type ReviewListParams } from '@/services/reviews-service';
import { useApi } from '@/services/use-api';

/* The reviews' data hooks (SWR over the generic API fetcher, which loads axios on first use). */

/**
 * One page of a product's reviews. The first view comes with the cached product page, so it is
 * only the fallback and not asked again on mount; any other sort, filter or page is fetched.
 */
export function useReviewPage(code: string, params: ReviewListParams, firstView: { isFirstView: boolean; page: ReviewPage }) {
  const { data, error, isLoading, mutate } = useApi<ReviewPage>(reviewsPath(code), params, {
    fallbackData: firstView.isFirstView ? firstView.page : undefined,
    revalidateOnMount: !firstView.isFirstView,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { data, error, isLoading, mutate };
}

/** The signed-in shopper's own review and votes on a product; nothing is asked for a visitor. */
export function useMyReview(code: string, signedIn: boolean) {
  const { data, error, mutate } = useApi<MyProductReview>(signedIn ? myReviewPath(code) : null);
  return { data, error, mutate };
}
