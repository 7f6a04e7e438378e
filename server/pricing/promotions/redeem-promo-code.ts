import type { DbOrTx } from '@/server/db/db-or-tx';
import { incrementPromoCodeUse } from './repository';

/**
 * Counts one use of a promo code for an order being placed, in the caller's transaction; false
 * when the code was used up meanwhile. The code's row is locked last, after customer and stock,
 * in place-order's lock order.
 */
export async function redeemPromoCode(tx: DbOrTx, code: string): Promise<boolean> {
  return incrementPromoCodeUse(tx, code);
}
