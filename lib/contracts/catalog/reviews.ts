import { z } from 'zod';
import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  moderateReviewBodySchema,
  moderationListSchema,
  moderationQuerySchema,
  moderationResultSchema,
  myProductReviewSchema,
  ratingSummarySchema,
  reviewIdParamsSchema,
  reviewImageParamsSchema,
  reviewImageQuerySchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewProductParamsSchema,
  usefulVoteSchema,
  WRITE_REVIEW_MAX_BODY_BYTES,
  writeReviewBodySchema,
  writtenReviewSchema,
} from './reviews-schemas';

/* Approved reviews are public and the same for everyone: shared caches may keep them briefly
 * (a vote or an approval shows within a minute). */
export const REVIEWS_CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300';

export const listProductReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products/{code}/reviews',
  summary: 'List the approved reviews of a product',
  description:
    'Spec §9 sort: top (useful_num, then newest) or latest (date_created); filter: All or WithImages. Only approved reviews; ' +
    'reviews in every language, each with its `language`.',
  tags: ['Reviews'],
  auth: 'public',
  params: reviewProductParamsSchema,
  query: reviewListQuerySchema,
  response: reviewPageSchema,
  errors: ['NOT_FOUND'],
  cacheControl: REVIEWS_CACHE_CONTROL,
});

export const writeReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/catalog/products/{code}/reviews',
  summary: 'Write a review of a product you bought',
  description:
    'For a signed-in customer with a paid order of the product (verified purchase). Rating 1-5, title 3-150 and text 20-5000 characters, ' +
    'up to 5 pictures (JPEG, PNG or WebP, recognised by their bytes, at most 5 MB each, sent as base64), re-encoded to WebP. ' +
    'The review waits for moderation (status pending). 403 without a purchase, 409 when the shopper already reviewed the product, ' +
    '413 for a picture over 5 MB, 415 for a picture of another type. Nothing is stored when the review is refused.',
  tags: ['Reviews'],
  auth: 'customer',
  params: reviewProductParamsSchema,
  body: writeReviewBodySchema,
  response: writtenReviewSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT'],
  maxBodyBytes: WRITE_REVIEW_MAX_BODY_BYTES,
});

export const productRatingSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products/{code}/reviews/summary',
  summary: "A product's rating: average, count and ratings per star",
  tags: ['Reviews'],
  auth: 'public',
  params: reviewProductParamsSchema,
  response: ratingSummarySchema,
  errors: ['NOT_FOUND'],
  cacheControl: REVIEWS_CACHE_CONTROL,
});

export const myProductReviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/catalog/products/{code}/reviews/mine',
  summary: 'Whether the signed-in shopper may review a product, and their review and votes',
  tags: ['Reviews'],
  auth: 'customer',
  params: reviewProductParamsSchema,
  response: myProductReviewSchema,
  errors: ['NOT_FOUND'],
});

export const voteReviewUsefulEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/reviews/{id}/useful',
  summary: 'Mark a review as useful ("was this useful")',
  description: 'One vote per shopper and review: voting again changes nothing and answers the same count. Not on your own review (422).',
  tags: ['Reviews'],
  auth: 'customer',
  params: reviewIdParamsSchema,
  response: usefulVoteSchema,
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
});

export const reviewImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/reviews/images/{imageId}',
  summary: 'A picture of an approved review (WebP)',
  description: 'Answers the image/webp bytes themselves (no envelope) on success; 404 in the envelope for an unknown picture or one of a review not approved.',
  tags: ['Reviews'],
  auth: 'public',
  params: reviewImageParamsSchema,
  query: reviewImageQuerySchema,
  response: z.null(),
  errors: ['NOT_FOUND'],
});

export const listReviewsForModerationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/reviews',
  summary: 'List reviews by moderation status (oldest first)',
  tags: ['Admin'],
  auth: 'admin',
  query: moderationQuerySchema,
  response: moderationListSchema,
});

export const moderateReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/reviews/{id}/moderation',
  summary: 'Approve or reject a review',
  description:
    "Sets the status, recomputes the product's rating_average and review_count from its approved reviews (and earlier star-only ratings), " +
    'then re-renders the cached pages that show the product, in every locale.',
  tags: ['Admin'],
  auth: 'admin',
  params: reviewIdParamsSchema,
  body: moderateReviewBodySchema,
  response: moderationResultSchema,
  errors: ['NOT_FOUND'],
});
