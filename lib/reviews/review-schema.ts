import { z } from 'zod';
import { REVIEW_FILTERS, type ReviewSort } from '@/lib/constants/review-options';

/* The shapes of the reviews API, shared by its contracts (server/catalog/reviews) and the product page. */

export const reviewImageSchema = z.object({
  id: z.int(),
  url: z.string().describe('Path of the WebP picture (GET /v1/reviews/images/{id})'),
  width: z.int(),
  height: z.int(),
});

export const reviewItemSchema = z.object({
  id: z.int(),
  author_name: z.string().describe('First name and initial of the author; empty when unknown'),
  rating: z.int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  language: z.string().describe('Language the review was written in (en, fr, de)'),
  is_verified_purchase: z.boolean(),
  useful_num: z.int().min(0),
  date_created: z.string().describe('ISO timestamp'),
  images: z.array(reviewImageSchema),
});

export const reviewPageSchema = z.object({
  items: z.array(reviewItemSchema),
  sort: z.enum(['top', 'latest'] satisfies ReviewSort[]),
  filter: z.enum(REVIEW_FILTERS),
  page: z.int().min(1),
  per_page: z.int().min(1),
  total: z.int().min(0),
  total_pages: z.int().min(0),
});

export const ratingHistogramSchema = z.object({
  '1': z.int().min(0),
  '2': z.int().min(0),
  '3': z.int().min(0),
  '4': z.int().min(0),
  '5': z.int().min(0),
});

export const ratingSummarySchema = z.object({
  rating_average: z.number().describe('0 to 5, two decimals; 0 without ratings'),
  review_count: z.int().min(0).describe('Every rating counted, written or not'),
  written_count: z.int().min(0).describe('Approved written reviews'),
  with_images_count: z.int().min(0),
  histogram: ratingHistogramSchema.describe('Ratings per star'),
});

export const reviewEligibilityReasons = ['eligible', 'not_purchased', 'already_reviewed'] as const;

export const myProductReviewSchema = z.object({
  can_review: z.boolean(),
  reason: z.enum(reviewEligibilityReasons),
  own_review: z
    .object({ id: z.int(), rating: z.int(), title: z.string(), moderation_status: z.enum(['pending', 'approved', 'rejected']) })
    .nullable(),
  voted_review_ids: z.array(z.int()).describe('Reviews of this product the shopper found useful'),
});

export type ReviewImage = z.output<typeof reviewImageSchema>;
export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ReviewPage = z.output<typeof reviewPageSchema>;
export type RatingHistogram = z.output<typeof ratingHistogramSchema>;
export type RatingSummary = z.output<typeof ratingSummarySchema>;
export type MyProductReview = z.output<typeof myProductReviewSchema>;
export type ReviewEligibilityReason = (typeof reviewEligibilityReasons)[number];

/** The first page a product page shows, rendered with the page so it costs no request. */
export interface ProductReviewsPreview {
  productCode: string;
  summary: RatingSummary;
  page: ReviewPage;
}
