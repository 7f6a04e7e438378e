import type { MyProductReview } from '@/lib/contracts/catalog/reviews-schemas';
import { getDb } from '@/server/db/client';
import { findReviewProduct } from './find-review-product';
import { findOwnReview, listVotedReviewIds } from './repository';
import type { ReviewerFacts } from './reviewer-facts';

/** What the product page needs to know about the signed-in shopper: may they write, what did they vote. */
export async function getMyProductReview(input: { code: string; customerId: number }, facts: ReviewerFacts): Promise<MyProductReview> {
  const db = getDb();
  const product = await findReviewProduct(db, input.code);
  const [own, orderId, voted] = await Promise.all([
    findOwnReview(db, input.customerId, product.id),
    facts.purchaseOrderId(db, input.customerId, product.id),
    listVotedReviewIds(db, input.customerId, product.id),
  ]);
  const reason = own ? 'already_reviewed' : orderId === undefined ? 'not_purchased' : 'eligible';
  return {
    can_review: reason === 'eligible',
    reason,
    own_review: own ? { id: own.id, rating: own.rating, title: own.title, moderation_status: own.moderationStatus } : null,
    voted_review_ids: voted,
  };
}
