import type { DbOrTx } from '@/server/db/db-or-tx';
import { decrementPromoCodeUse } from './repository';

/**
 * Gives one use of a promo code back (an order that used it was released or cancelled), never
 * below zero. The caller holds the order's row lock and calls it once per order; the code's row
 * is locked last, after customer and stock, in place-order's lock order.
 */
export async function releasePromoCodeUse(tx: DbOrTx, code: string): Promise<void> {
  await decrementPromoCodeUse(tx, code);
}
