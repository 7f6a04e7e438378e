import type { ReviewFilter, ReviewSort } from '@/lib/constants/review-options';
import type { z } from 'zod';
import type { MyProductReview, usefulVoteSchema, writeReviewBodySchema, writtenReviewSchema } from '@/lib/contracts/catalog/reviews-schemas';
import { currentApiClientConfig } from '@/services/api-client-config';

/* The browser side of the reviews API (lib/contracts/catalog/reviews.ts). The API client (axios) loads
 * on the first call: the product page shows its cached reviews without it. */

const client = () => import('@/services/api-client');

export function reviewsPath(code: string): string {
  return `/v1/catalog/products/${encodeURIComponent(code)}/reviews`;
}

export function myReviewPath(code: string): string {
  return `${reviewsPath(code)}/mine`;
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
