import type { DbOrTx } from '@/server/db/db-or-tx';
import { AppError } from '@/server/http/app-error';
import { findReviewProduct } from './find-review-product';
import { findOwnReview } from './repository';
import type { ReviewerFacts } from './reviewer-facts';

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product.';
export const NOT_PURCHASED_MESSAGE = 'Only shoppers who bought this product can review it.';

export interface ReviewEligibility {
  productId: number;
  orderId: number;
  customer: string;
}

/**
 * Whether this customer may review this product: it exists, they bought it and have not reviewed
 * it yet. Checked before a review's body (up to megabytes of pictures) is read, and again when it
 * is written.
 */
export async function checkReviewEligibility(db: DbOrTx, input: { code: string; customerId: number }, facts: ReviewerFacts): Promise<ReviewEligibility> {
  const product = await findReviewProduct(db, input.code);
  const [own, orderId, customer] = await Promise.all([
    findOwnReview(db, input.customerId, product.id),
    facts.purchaseOrderId(db, input.customerId, product.id),
    facts.customerName(db, input.customerId),
  ]);
  if (own) throw new AppError('CONFLICT', ALREADY_REVIEWED_MESSAGE);
  if (orderId === undefined || customer === undefined) throw new AppError('FORBIDDEN', NOT_PURCHASED_MESSAGE);
  return { productId: product.id, orderId, customer };
}
