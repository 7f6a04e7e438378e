import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { addCreditEntry } from '@/server/ordering/credit/repository';
import { releasePromoCodeUse } from '@/server/pricing/promotions/repository';
import { productVariants } from '@/server/db/schema/catalog/catalog';
import { orderLines, orders } from '@/server/db/schema/ordering/orders';
import type { OrderRow } from '@/server/ordering/orders/repository';

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
  const held = await tx
    .select({ variantId: orderLines.variantId, reserved: sql<number>`sum(${orderLines.reservedQuantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), gt(orderLines.reservedQuantity, 0)))
    .groupBy(orderLines.variantId)
    .orderBy(orderLines.variantId);
  for (const { variantId, reserved } of held) {
    if (variantId === null || reserved <= 0) continue;
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${reserved}` }).where(eq(productVariants.id, variantId));
  }
  if (order.promotionCode && order.discount > 0) await releasePromoCodeUse(tx, order.promotionCode);
  await tx.update(orders).set({ stockReleasedAt: now, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
}
