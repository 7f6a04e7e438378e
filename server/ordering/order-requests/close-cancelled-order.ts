import type { DbOrTx } from '@/server/db/db-or-tx';
import type { OrderRow } from '@/server/ordering/orders/repository';
import { releasePromoCodeUse } from '@/server/pricing/promotions/release-promo-code-use';
import { markStockReleased } from './repository';

/**
 * The last step of cancelling a whole order (after its lines' stock and its money went back):
 * marks the order's stock released and gives its promo code's use back, once per order —
 * stock_released_at, set by the first release, guards both, as it does for unpaid orders
 * (server/ordering/checkout/release-order-hold.ts). A partly cancelled order keeps its use.
 */
export async function closeCancelledOrder(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  const first = await markStockReleased(tx, order.id, now);
  if (first && order.promotionCode && order.discount > 0) await releasePromoCodeUse(tx, order.promotionCode);
}
