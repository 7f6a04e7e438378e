import { z } from 'zod';
import { DEFAULT_REVIEW_FILTER, DEFAULT_REVIEW_SORT, REVIEW_FILTERS, type ReviewSort } from '@/lib/constants/review-options';
import {
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_MAX_IMAGES,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
} from '@/lib/reviews/review-limits';
import { queryEnum, queryInt } from '@/lib/contracts/query-schemas';
import { REVIEW_VIDEO_URL_MAX_LENGTH, reviewVideoOf } from '@/lib/media/review-video';

/* The shapes of the reviews API, shared by its contracts (server/catalog/reviews) and the product page. */

export const reviewImageSchema = z.object({
  id: z.int(),
  url: z.string().describe('Path of the WebP picture (GET /v1/reviews/images/{id})'),
  width: z.int(),
  height: z.int(),
});

export const reviewVideoSchema = z
  .object({
    kind: z.enum(['youtube', 'vimeo', 'file']),
    url: z.string().describe('Canonical watch page (YouTube, Vimeo) or the http(s) address of an .mp4/.webm file'),
  })
  .describe("A video the reviewer linked to");

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
  video: reviewVideoSchema.nullable(),
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
export type ReviewVideoItem = z.output<typeof reviewVideoSchema>;
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
  /** The first page's review dates as calendar days in the page's locale, by review id (the page writes them). */
  dateLabels?: Record<number, string>;
}


export const reviewProductParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'A product code is 1 to 64 letters, digits or dashes.' }).describe('Public product code, e.g. DH000123'),
});

export const reviewIdParamsSchema = z.object({
  id: z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value), z.int({ error: 'A review id is a whole number.' }).min(1)),
});

export const reviewImageParamsSchema = z.object({
  imageId: z.preprocess((value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value), z.int({ error: 'An image id is a whole number.' }).min(1)),
});

export const reviewImageQuerySchema = z.object({
  size: queryEnum(['full', 'thumb']).default('full').describe('thumb: at most 320 px on its longest side'),
});

export const reviewListQuerySchema = z.object({
  sort: queryEnum(['top', 'latest']).default(DEFAULT_REVIEW_SORT).describe('top: most useful first (useful_num); latest: newest first (date_created)'),
  filter: queryEnum(REVIEW_FILTERS).default(DEFAULT_REVIEW_FILTER).describe('WithImages: only reviews with pictures'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  per_page: queryInt({ min: 1, max: REVIEW_MAX_PAGE_SIZE }).default(REVIEW_PAGE_SIZE),
});

/* Base64 grows data by 4/3; a data: URL prefix adds a few characters. */
const MAX_IMAGE_DATA_CHARS = Math.ceil(REVIEW_IMAGE_MAX_BYTES / 3) * 4 + 64;

const trimmedText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .transform((value) => value.trim())
    .pipe(z.string().min(min, { error: `${label} needs at least ${min} characters.` }).max(max, { error: `${label} may have at most ${max} characters.` }));

export const writeReviewBodySchema = z.object({
  rating: z.int({ error: 'The rating is a whole number of stars.' }).min(REVIEW_RATING_MIN, { error: 'The rating is 1 to 5 stars.' }).max(REVIEW_RATING_MAX, { error: 'The rating is 1 to 5 stars.' }),
  title: trimmedText('The title', REVIEW_TITLE_MIN_LENGTH, REVIEW_TITLE_MAX_LENGTH),
  body: trimmedText('The review', REVIEW_BODY_MIN_LENGTH, REVIEW_BODY_MAX_LENGTH),
  images: z
    .array(
      z.object({
        data: z
          .string({ error: 'A picture is base64 data.' })
          .max(MAX_IMAGE_DATA_CHARS, { error: 'A picture may be at most 5 MB.' })
          .describe('JPEG, PNG or WebP bytes in base64 (a data: URL is accepted), at most 5 MB'),
      }),
    )
    .max(REVIEW_MAX_IMAGES, { error: `At most ${REVIEW_MAX_IMAGES} pictures per review.` })
    .default([]),
  video_url: z
    .string({ error: 'A video link is text.' })
    .max(REVIEW_VIDEO_URL_MAX_LENGTH, { error: `A video link may have at most ${REVIEW_VIDEO_URL_MAX_LENGTH} characters.` })
    .transform((value) => value.trim())
    .refine((value) => value === '' || reviewVideoOf(value) !== undefined, {
      error: 'A video link is a YouTube or Vimeo address, or the address of an .mp4 or .webm file.',
    })
    // What is stored is the canonical address, rebuilt from the recognised id or checked file link.
    .transform((value) => (value === '' ? null : (reviewVideoOf(value)?.url ?? null)))
    .nullish()
    .describe('Optional: a YouTube or Vimeo address, or an http(s) link to an .mp4 or .webm file'),
});

/** Every picture at its largest, in base64, plus the text. */
export const WRITE_REVIEW_MAX_BODY_BYTES = REVIEW_MAX_IMAGES * MAX_IMAGE_DATA_CHARS + 64 * 1024;

export const writtenReviewSchema = z.object({
  id: z.int(),
  moderation_status: z.enum(['pending', 'approved', 'rejected']),
  is_verified_purchase: z.boolean(),
  image_count: z.int(),
});

export const usefulVoteSchema = z.object({
  review_id: z.int(),
  useful_num: z.int().min(0),
  voted: z.literal(true),
});

export const moderateReviewBodySchema = z.object({
  status: z.enum(['approved', 'rejected']).describe('approved shows the review and counts its rating; rejected hides it'),
});

export const moderationQuerySchema = z.object({
  status: queryEnum(['pending', 'approved', 'rejected']).default('pending'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});

export const moderationItemSchema = reviewItemSchema.extend({
  product_code: z.string(),
  moderation_status: z.enum(['pending', 'approved', 'rejected']),
});

export const moderationListSchema = z.object({ items: z.array(moderationItemSchema), page: z.int(), total: z.int() });

export const moderationResultSchema = z.object({
  id: z.int(),
  moderation_status: z.enum(['pending', 'approved', 'rejected']),
  product: z.object({ code: z.string(), rating_average: z.number(), review_count: z.int() }),
  revalidation: z.object({ revalidated: z.array(z.string()), failed: z.array(z.object({ path: z.string(), reason: z.string() })) }),
});

export type WriteReviewBody = z.output<typeof writeReviewBodySchema>;
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;
