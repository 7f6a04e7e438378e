import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS, orderStatusName } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus, changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { isUnshipped, ORDER_CANCEL_STATUSES } from './order-action-rules';
import { cancelWaitingPackages } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';
import { settleCancellation } from './settle-cancellation';

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
    return settleCancellation(tx, {
      order,
      cancelled,
      wholeOrder: true,
      kind: 'cancel_order',
      details: { ...(body.reason ? { reason: body.reason } : {}), requested_by: actorId },
      note: `${order.code} cancelled`,
      now,
    });
  };
}

function describe(status: number): string {
  if (status === ORDER_STATUS.CANCEL) return 'already cancelled';
  return `${orderStatusName(status)?.toLowerCase().replaceAll('_', ' ') ?? status}`;
}
