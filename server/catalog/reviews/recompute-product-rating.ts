import { averageX100Of, totalOf } from './rating-math';
import { lockProduct, starCountsOf, writeProductRating } from './repository';
import type { Tx } from '@/server/db/db-or-tx';


/**
 * Sets products.rating_average_x100 and review_count from the approved reviews and earlier
 * star-only ratings. The product row is locked first, so two moderations at once cannot each
 * write a count that misses the other.
 */
export async function recomputeProductRating(tx: Tx, productId: number): Promise<{ code: string; averageX100: number; count: number }> {
  const product = await lockProduct(tx, productId);
  const counts = await starCountsOf(tx, productId);
  const rating = { averageX100: averageX100Of(counts), count: totalOf(counts) };
  await writeProductRating(tx, productId, rating);
  return { code: product?.code ?? '', ...rating };
}
