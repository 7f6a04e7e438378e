import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { AppError } from '@/server/http/app-error';
import { changeLineStatus, changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { listPackageLines, listPackagesOfOrder } from '@/server/ordering/shipments/repository';
import { deliveredAtOfLines } from './order-actions';
import { isWithinReturnWindow, RETURN_ORDER_STATUSES, RETURN_WINDOW_DAYS } from './order-action-rules';
import { insertOrderRequest } from './repository';
import type { ActionOutcome, runShopperAction } from './run-shopper-action';

type Act = Parameters<typeof runShopperAction>[1];

/**
 * POST /v1/orders/{code}/returns: a delivered line, within RETURN_WINDOW_DAYS of its package's
 * delivery, goes IN_RETURN_REVIEW until operations decide (decide-return.ts). A delivered order
 * is IN_RETURN_REVIEW while any of its lines is.
 */
export function requestReturnAction(body: { order_line_id: number; reason: string; condition: 'unopened' | 'used' }): Act {
  return async (tx, { order, actorId, now }): Promise<ActionOutcome> => {
    const lines = await listOrderLines(tx, order.id);
    const line = lines.find((candidate) => candidate.id === body.order_line_id);
    if (!line) throw new AppError('NOT_FOUND', `Order ${order.code} has no line ${body.order_line_id}.`);
    if (line.status === ORDER_LINE_STATUS.IN_RETURN_REVIEW) throw new AppError('CONFLICT', 'A return of this item is already being reviewed.');
    if (line.status !== ORDER_LINE_STATUS.DELIVERED || !RETURN_ORDER_STATUSES.has(order.status)) {
      throw new AppError('CONFLICT', 'Only a delivered item can be returned.');
    }
    const packages = await listPackagesOfOrder(tx, order.id);
    const deliveredAt = deliveredAtOfLines(packages, await listPackageLines(tx, packages.map((row) => row.id))).get(line.id);
    if (!deliveredAt || !isWithinReturnWindow(deliveredAt, now)) {
      throw new AppError('CONFLICT', `The ${RETURN_WINDOW_DAYS}-day return window of this item has closed. Contact us if something is wrong with it.`);
    }
    const reason = `Return requested (${body.condition}): ${body.reason}`;
    await changeLineStatus(tx, line, ORDER_LINE_STATUS.IN_RETURN_REVIEW, 'shopper', reason, { actorId });
    if (order.status === ORDER_STATUS.DELIVERED) await changeOrderStatus(tx, order, ORDER_STATUS.IN_RETURN_REVIEW, 'shopper', reason, { actorId });
    const request = await insertOrderRequest(tx, {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'return_item',
      status: 'in_review',
      details: { line_ids: [line.id], reason: body.reason, condition: body.condition, requested_by: actorId },
      currency: order.currency,
      createdAt: now,
      resolvedAt: null,
    });
    return { request, mails: [{ kind: 'return_requested', requestId: request.id, lineIds: [line.id] }] };
  };
}
