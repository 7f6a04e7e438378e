import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, orderStatusName } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus, changeOrderStatus } from '@/server/orders/order-transitions';
import { listOrderLines } from '@/server/orders/repository';
import { giveBackMoney } from './give-back-money';
import { isUnshipped, lineRefundAmount, ORDER_CANCEL_STATUSES } from './order-action-rules';
import { closeCancelledOrder } from './close-cancelled-order';
import { cancelWaitingPackages, insertOrderRequest, releaseLineStock } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';

type Act = Parameters<typeof runShopperAction>[1];

/**
 * POST /v1/orders/{code}/cancel: the whole order, while nothing has shipped (NEW or HOLD). Lines
 * and any package waiting for its label are cancelled, the stock and the promo code's use go back,
 * and everything paid (lines, their tax where added, shipping) is refunded: store credit first,
 * then the payment.
 */
export function cancelOrderAction(body: { reason?: string | undefined }): Act {
  return async (tx, { order, actorId, now }): Promise<ActionOutcome> => {
    const lines = await listOrderLines(tx, order.id);
    if (!ORDER_CANCEL_STATUSES.has(order.status) || lines.some((line) => !isUnshipped(line.status) && line.status !== ORDER_LINE_STATUS.CANCEL)) {
      throw new AppError('CONFLICT', `Order ${order.code} is ${describe(order.status)}: it can no longer be cancelled as a whole. You can still cancel what has not shipped, per package.`);
    }
    const reason = body.reason ? `Cancelled by the shopper: ${body.reason}` : 'Cancelled by the shopper';
    const cancelled = lines.filter((line) => isUnshipped(line.status));
    for (const line of cancelled) await changeLineStatus(tx, line, ORDER_LINE_STATUS.CANCEL, 'shopper', reason, { actorId });
    await cancelWaitingPackages(tx, order.id, null);
    await changeOrderStatus(tx, order, ORDER_STATUS.CANCEL, 'shopper', reason, { actorId });
    // Money (customer's credit row) before stock (variants) before the promo code: place-order's lock order.
    const amount = cancelled.reduce((sum, line) => sum + lineRefundAmount(line, order.taxMode), 0) + order.shippingPrice;
    const refund = await giveBackMoney(tx, order, amount, { note: `${order.code} cancelled` });
    await releaseLineStock(tx, cancelled.map((line) => line.id));
    await closeCancelledOrder(tx, order, now);
    const lineIds = cancelled.map((line) => line.id);
    const request = await insertOrderRequest(tx, {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'cancel_order',
      status: 'completed',
      details: { line_ids: lineIds, ...(body.reason ? { reason: body.reason } : {}), requested_by: actorId },
      currency: order.currency,
      ...(refund ? { refund } : {}),
      createdAt: now,
      resolvedAt: now,
    });
    return {
      request,
      mails: [
        { kind: 'cancelled', scope: 'order', lineIds, refund },
        ...(refund ? [{ kind: 'refunded' as const, refund, reason: 'cancel' as const }] : []),
      ],
    };
  };
}

function describe(status: number): string {
  if (status === ORDER_STATUS.CANCEL) return 'already cancelled';
  return `${orderStatusName(status)?.toLowerCase().replaceAll('_', ' ') ?? status}`;
}
