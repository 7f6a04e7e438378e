import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { addUsefulVote, findReview } from './repository';

/** "Was this useful": one vote per shopper and approved review; a repeat changes nothing. */
export async function voteReviewUseful(input: { reviewId: number; customerId: number }): Promise<{ review_id: number; useful_num: number; voted: true }> {
  const db = getDb();
  const review = await findReview(db, input.reviewId);
  if (!review || review.moderationStatus !== 'approved') throw new AppError('NOT_FOUND', `There is no review ${input.reviewId}.`);
  if (review.customerId === input.customerId) throw new AppError('UNPROCESSABLE', 'You cannot vote for your own review.');
  const usefulNum = await db.transaction((tx) => addUsefulVote(tx, review.id, input.customerId));
  return { review_id: review.id, useful_num: usefulNum, voted: true };
}
