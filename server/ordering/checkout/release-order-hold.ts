import type { DbOrTx } from '@/server/db/db-or-tx';
import { putBackStock } from '@/server/catalog/stock/put-back-stock';
import { addCreditEntry } from '@/server/ordering/credit/repository';
import type { OrderRow } from '@/server/ordering/orders/repository';
import { releasePromoCodeUse } from '@/server/pricing/promotions/release-promo-code-use';
import { listHeldStock, markOrderHoldReleased } from './repository';

/**
 * Gives back what an unpaid order held: its stock, the store credit it spent and its use of the
 * promo code. Once per order (stock_released_at), under the order's row lock held by the caller.
 * Locks follow place-order's order (customer, variants by ascending id, promo code), so a
 * release and a checkout never wait on each other in a circle.
 */
export async function releaseOrderHold(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  if (order.stockReleasedAt) return;
  if (order.creditApplied > 0 && order.customerId !== null) {
    await addCreditEntry(tx, { customerId: order.customerId, currency: order.currency, amount: order.creditApplied, reason: 'order_released', orderId: order.id, note: order.code });
  }
  const held = await listHeldStock(tx, order.id);
  for (const { variantId, reserved } of held) {
    if (variantId === null || reserved <= 0) continue;
    await putBackStock(tx, variantId, reserved);
  }
  if (order.promotionCode && order.discount > 0) await releasePromoCodeUse(tx, order.promotionCode);
  await markOrderHoldReleased(tx, order.id, now);
}
