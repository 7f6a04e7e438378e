import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { changeLineStatus } from '@/server/ordering/orders/order-transitions';
import { findOrderByCode, listOrderLines } from '@/server/ordering/orders/repository';
import { listPackageLines, listPackagesOfOrder } from '@/server/ordering/shipments/repository';
import type { OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';
import { staffActorId } from './decide-return';
import { giveBackMoney } from './give-back-money';
import { deliveredAtOfLines } from './order-actions';
import { isWithinReturnWindow, lineRefundAmount } from './order-action-rules';
import { insertOrderRequest } from './repository';
import { runOrderChange } from './run-shopper-action';
import type { lateRefundBodySchema } from '@/lib/contracts/ordering/order-requests-schemas';
import { settleReturnStatus } from './settle-return-status';

/**
 * POST /v1/admin/orders/{code}/late-refund: after the return window, only operations may refund
 * a delivered line (REFUND_AFTER_30DAYS), as store credit (to the payment for guest orders, which
 * have no credit account). Recorded as an accepted return request of the order.
 */
export async function grantLateRefund(input: { caller: Caller; code: string; body: z.infer<typeof lateRefundBodySchema>; now?: Date }): Promise<OrderActionAnswer> {
  const db = getDb();
  const order = await findOrderByCode(db, input.code);
  if (!order) throw new AppError('NOT_FOUND', `There is no order ${input.code}.`);
  const actorId = staffActorId(input.caller);
  return runOrderChange(order, actorId, input.now ?? new Date(), async (tx, { order: locked, now }) => {
    const line = (await listOrderLines(tx, locked.id)).find((candidate) => candidate.id === input.body.order_line_id);
    if (!line) throw new AppError('NOT_FOUND', `Order ${locked.code} has no line ${input.body.order_line_id}.`);
    if (line.status !== ORDER_LINE_STATUS.DELIVERED) throw new AppError('CONFLICT', `Line ${line.id} is not a delivered item (late refunds are for delivered items only).`);
    const packages = await listPackagesOfOrder(tx, locked.id);
    const deliveredAt = deliveredAtOfLines(packages, await listPackageLines(tx, packages.map((row) => row.id))).get(line.id);
    if (deliveredAt && isWithinReturnWindow(deliveredAt, now)) {
      throw new AppError('CONFLICT', `Line ${line.id} is still inside its return window: the shopper returns it through the normal return.`);
    }
    const reason = `Refund after the return window: ${input.body.note}`;
    await changeLineStatus(tx, line, ORDER_LINE_STATUS.REFUND_AFTER_30DAYS, 'operations', reason, { actorId });
    const refund = await giveBackMoney(tx, locked, lineRefundAmount(line, locked.taxMode), { asStoreCredit: true, note: `${locked.code} late refund of line ${line.id}` });
    await settleReturnStatus(tx, locked, actorId, reason);
    const request = await insertOrderRequest(tx, {
      orderId: locked.id,
      customerId: locked.customerId,
      kind: 'return_item',
      status: 'accepted',
      details: { line_ids: [line.id], outcome: 'late_refund', note: input.body.note, decided_by: actorId },
      currency: locked.currency,
      ...(refund ? { refund } : {}),
      createdAt: now,
      resolvedAt: now,
    });
    return { request, mails: refund ? [{ kind: 'refunded', refund, reason: 'late_refund' }] : [] };
  });
}
