import type { RatingSummary } from '@/lib/contracts/catalog/reviews-schemas';
import { getDb } from '@/server/db/client';
import { findReviewProduct } from './find-review-product';
import { starCountsOf, type ReviewProductRow, type StarCountsWithWritten } from './repository';

/**
 * Ratings per star (approved reviews plus earlier star-only ratings), with the average and count
 * the product row holds: the figures listings and the page header show, so the page never shows
 * two averages. Moderation recomputes that row from the same counts.
 */
export async function getRatingSummary(input: { code: string }): Promise<RatingSummary> {
  const db = getDb();
  const product = await findReviewProduct(db, input.code);
  return summaryOf(product, await starCountsOf(db, product.id));
}

export function summaryOf(product: ReviewProductRow, counts: StarCountsWithWritten): RatingSummary {
  return {
    rating_average: product.ratingAverageX100 / 100,
    review_count: product.reviewCount,
    written_count: counts.written,
    with_images_count: counts.withImages,
    histogram: { '1': counts[1], '2': counts[2], '3': counts[3], '4': counts[4], '5': counts[5] },
  };
}
