import type { DbOrTx } from '@/server/db/db-or-tx';
import type { OrderLineRow, OrderRow } from '@/server/ordering/orders/repository';
import { closeCancelledOrder } from './close-cancelled-order';
import { giveBackMoney } from './give-back-money';
import { lineRefundAmount } from './order-action-rules';
import { releaseLineStock } from './release-line-stock';
import { insertOrderRequest } from './repository';
import type { ActionOutcome } from './run-shopper-action';

export interface Cancellation {
  order: OrderRow;
  /** Lines just moved to CANCEL. */
  cancelled: readonly OrderLineRow[];
  /** The whole order is cancelled: shipping is refunded and the order closed too. */
  wholeOrder: boolean;
  kind: 'cancel_order' | 'cancel_package';
  details: Record<string, unknown>;
  note: string;
  now: Date;
}

/**
 * What every cancellation does once its statuses have moved: refunds the lines (and shipping for a
 * whole order), puts their stock back, closes a wholly cancelled order, records the request and
 * names the mails. Money (the customer's credit row) comes before stock (variants) before the promo
 * code: place-order's lock order.
 */
export async function settleCancellation(tx: DbOrTx, input: Cancellation): Promise<ActionOutcome> {
  const { order, cancelled, wholeOrder, now } = input;
  const amount = cancelled.reduce((sum, line) => sum + lineRefundAmount(line, order.taxMode), 0) + (wholeOrder ? order.shippingPrice : 0);
  const refund = await giveBackMoney(tx, order, amount, { note: input.note });
  const lineIds = cancelled.map((line) => line.id);
  await releaseLineStock(tx, lineIds);
  if (wholeOrder) await closeCancelledOrder(tx, order, now);
  const request = await insertOrderRequest(tx, {
    orderId: order.id,
    customerId: order.customerId,
    kind: input.kind,
    status: 'completed',
    details: { ...input.details, line_ids: lineIds },
    currency: order.currency,
    ...(refund ? { refund } : {}),
    createdAt: now,
    resolvedAt: now,
  });
  return {
    request,
    mails: [
      { kind: 'cancelled', scope: wholeOrder ? 'order' : 'package', lineIds, refund },
      ...(refund ? [{ kind: 'refunded' as const, refund, reason: 'cancel' as const }] : []),
    ],
  };
}
