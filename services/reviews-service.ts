import type { ReviewFilter, ReviewSort } from '@/lib/constants/review-options';
import type { z } from 'zod';
import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT } from '@/lib/constants/review-options';
import type { MyProductReview, ProductReviewsPreview, RatingSummary, ReviewPage, usefulVoteSchema, writeReviewBodySchema, writtenReviewSchema } from '@/lib/contracts/catalog/reviews-schemas';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-limits';
import { currentApiClientConfig } from '@/services/api-client-config';
import { useDeferredApi, type DeferredApi } from '@/services/use-deferred-api';

/* The browser side of the reviews API (lib/contracts/catalog/reviews.ts). The API client (axios) loads
 * on the first call: the product page shows its cached reviews without it. */

const client = () => import('@/services/api-client');

export function reviewsPath(code: string): string {
  return `/v1/catalog/products/${encodeURIComponent(code)}/reviews`;
}

export function myReviewPath(code: string): string {
  return `${reviewsPath(code)}/mine`;
}

/* The reviews' data hooks go through the generic API fetcher, which loads axios on first use. */

/**
 * One page of a product's reviews. The first view comes with the cached product page and is not
 * asked for; any other sort, filter or page is fetched (SWR loads then: decision 0056). Render
 * `source` in the calling component.
 */
export function useReviewPage(code: string, params: ReviewListParams, firstView: { isFirstView: boolean; page: ReviewPage }): DeferredApi<ReviewPage> {
  const fetched = useDeferredApi<ReviewPage>(firstView.isFirstView ? null : reviewsPath(code), params, { keepPreviousData: true, revalidateOnFocus: false });
  return firstView.isFirstView ? { ...fetched, data: firstView.page } : fetched;
}

/** The signed-in shopper's own review and votes on a product; nothing is asked (or loaded) for a visitor. */
export function useMyReview(code: string, signedIn: boolean): DeferredApi<MyProductReview> {
  return useDeferredApi<MyProductReview>(signedIn ? myReviewPath(code) : null);
}

export interface ReviewListParams {
  sort: ReviewSort;
  filter: ReviewFilter;
  page: number;
  per_page: number;
  [key: string]: string | number;
}

/** An API path such as "/v1/reviews/images/3" as a URL the browser can load. */
export function apiAssetUrl(path: string): string {
  return `${currentApiClientConfig().baseUrl.replace(/\/+$/, '')}${path}`;
}

export function thumbUrl(path: string): string {
  return apiAssetUrl(`${path}?size=thumb`);
}

export function voteUseful(reviewId: number): Promise<z.output<typeof usefulVoteSchema>> {
  return client().then(({ apiPost }) => apiPost(`/v1/reviews/${reviewId}/useful`, {}));
}

export type WriteReviewPayload = z.input<typeof writeReviewBodySchema>;

export function writeReview(code: string, payload: WriteReviewPayload): Promise<z.output<typeof writtenReviewSchema>> {
  // Five 5 MB pictures take a while on a slow connection: allow more than the usual minute.
  return client().then(({ apiPost }) => apiPost(reviewsPath(code), payload, { timeoutMs: 180_000 }));
}

/**
 * What a product page's reviews show first (the summary and the first page in the default order)
 * for a page whose document left it out (decision 0065): the same two answers the reviews API
 * gives any client. The dates come as the reviews part will show them once it runs.
 */
export async function fetchReviewsPreview(code: string, locale: string | undefined): Promise<ProductReviewsPreview> {
  const params: ReviewListParams = { sort: DEFAULT_REVIEW_SORT, filter: DEFAULT_REVIEW_FILTER, page: 1, per_page: REVIEW_PAGE_SIZE };
  const [{ apiGet }, { reviewDateText }] = await Promise.all([client(), import('@/lib/format/review-date-label')]);
  const [summary, page] = await Promise.all([apiGet<RatingSummary>(`${reviewsPath(code)}/summary`), apiGet<ReviewPage>(reviewsPath(code), params)]);
  return { productCode: code, summary, page, dateLabels: Object.fromEntries(page.items.map((review) => [review.id, reviewDateText(review.date_created, locale)])) };
}

export function fetchMyReview(code: string): Promise<MyProductReview> {
  return client().then(({ apiGet }) => apiGet(myReviewPath(code)));
}

/** A picture as base64 for the JSON body (the server checks its real type and size again). */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
