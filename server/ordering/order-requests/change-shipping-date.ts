import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { AppError } from '@/server/http/app-error';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { offeredShippingDates } from './offered-shipping-dates';
import { isUnshipped, ORDER_CANCEL_STATUSES } from './order-action-rules';
import { insertOrderRequest, setShippingDate } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';

type Act = Parameters<typeof runShopperAction>[1];

/**
 * POST /v1/orders/{code}/shipping-date: a new day for a scheduled delivery (freight, white glove)
 * while nothing has shipped. The date must be one the order's option offers today, by the same
 * rule as the checkout (lead time, business days, cut-off).
 */
export function changeShippingDateAction(body: { shipping_date: string }): Act {
  return async (tx, { order, actorId, now }): Promise<ActionOutcome> => {
    const lines = await listOrderLines(tx, order.id);
    const nothingShipped = lines.some((line) => isUnshipped(line.status)) && lines.every((line) => isUnshipped(line.status) || line.status === ORDER_LINE_STATUS.CANCEL);
    if (!ORDER_CANCEL_STATUSES.has(order.status) || !nothingShipped) {
      throw new AppError('CONFLICT', `Order ${order.code} has shipped or was cancelled: its shipping date can no longer change.`);
    }
    const dates = offeredShippingDates(order, lines, now);
    if (dates === null) throw new AppError('CONFLICT', `Order ${order.code} ships with ${order.shippingOption}, which has no date to choose.`);
    if (!dates.includes(body.shipping_date)) {
      throw new AppError('UNPROCESSABLE', `${body.shipping_date} is not an available ship date.`, {
        issues: [{ path: 'body.shipping_date', message: `Choose one of: ${dates.slice(0, 5).join(', ')}${dates.length > 5 ? '…' : ''}` }],
      });
    }
    await setShippingDate(tx, order.id, body.shipping_date);
    const request = await insertOrderRequest(tx, {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'change_shipping_date',
      status: 'completed',
      details: { old_date: order.shippingDate, new_date: body.shipping_date, requested_by: actorId },
      currency: order.currency,
      createdAt: now,
      resolvedAt: now,
    });
    return { request, mails: [{ kind: 'shipping_date_changed', shippingDate: body.shipping_date }] };
  };
}
