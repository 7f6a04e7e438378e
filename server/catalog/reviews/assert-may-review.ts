import { getDb } from '@/server/db/client';
import { checkReviewEligibility } from './check-review-eligibility';
import type { ReviewerFacts } from './reviewer-facts';

/** The review route's check before it reads the body: throws the refusal writeReview would give. */
export async function assertMayReview(input: { code: string; customerId: number }, facts: ReviewerFacts): Promise<void> {
  await checkReviewEligibility(getDb(), input, facts);
}
