import type { ReviewModerationStatus } from '@/server/db/schema/catalog/reviews';
import { revalidateCatalogPages } from '@/server/catalog/revalidation/revalidate-catalog-pages';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { refreshSearchDocuments } from '@/server/catalog/search/refresh-search-documents';
import { recomputeProductRating } from './recompute-product-rating';
import { findReview, setModerationStatus } from './repository';

export interface ModerationResult {
  id: number;
  moderation_status: ReviewModerationStatus;
  product: { code: string; rating_average: number; review_count: number };
  revalidation: RevalidationReport;
}

/**
 * Approves or rejects a review, recomputes the product's rating and its search document (search
 * sorts and filters by rating) in the same transaction, then re-renders the cached pages that
 * show the product (its page, listings and stores).
 */
export async function moderateReview(input: { reviewId: number; status: 'approved' | 'rejected'; revalidate?: PathRevalidator }): Promise<ModerationResult> {
  const db = getDb();
  const outcome = await db.transaction(async (tx) => {
    const review = await findReview(tx, input.reviewId);
    if (!review) throw new AppError('NOT_FOUND', `There is no review ${input.reviewId}.`);
    await setModerationStatus(tx, review.id, input.status);
    const rating = await recomputeProductRating(tx, review.productId);
    // Inside the transaction, under the product row lock: concurrent moderations of one product
    // take turns instead of rewriting its search document at the same time.
    await refreshSearchDocuments([review.productId], tx);
    return { productId: review.productId, rating };
  });
  const revalidation = await revalidateCatalogPages({ productIds: [outcome.productId] }, { revalidate: input.revalidate });
  return {
    id: input.reviewId,
    moderation_status: input.status,
    product: { code: outcome.rating.code, rating_average: outcome.rating.averageX100 / 100, review_count: outcome.rating.count },
    revalidation,
  };
}
