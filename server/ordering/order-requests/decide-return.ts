import type { z } from 'zod';
import { ORDER_LINE_STATUS } from '@/lib/constants/order-line-status';
import { getDb } from '@/server/db/client';
import type { RefundSummary } from '@/server/ordering/mails/order-event-mail-types';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { changeLineStatus } from '@/server/ordering/orders/order-transitions';
import { findOrderById, listOrderLines } from '@/server/ordering/orders/repository';
import type { OrderActionAnswer } from '@/lib/contracts/ordering/order-action-answer-schemas';
import { giveBackMoney } from './give-back-money';
import { lineRefundAmount, usedReturnRefund } from './order-action-rules';
import { findOrderRequest, lockOrderRequest, updateOrderRequest } from './repository';
import { runOrderChange } from './run-shopper-action';
import type { returnDecisionBodySchema } from '@/lib/contracts/ordering/order-requests-schemas';
import type { OrderRequestDetails } from '@/server/db/schema/ordering/order-requests';
import { settleReturnStatus } from './settle-return-status';

export function staffActorId(caller: Caller): string {
  return caller.kind === 'user' ? `staff:${caller.userId}` : 'staff';
}

/**
 * Who decides a return: operations (any line), or a brand for its own vendor's lines (issue 17:
 * /brand/orders), whose request of another vendor's line answers the 404 of a missing one.
 */
export interface ReturnDecider {
  actor: 'operations' | 'vendor';
  actorId: string;
  vendorCode: string | null;
  /** Kept with the request's details (the brand's decision and reason). */
  details?: Partial<OrderRequestDetails>;
}

/**
 * POST /v1/admin/order-requests/{id}/decision: operations received (or refused) a returned item.
 * Unused → RETURNED, full line refund; used → RETURN_AFTER_USE, refund less the restocking share;
 * rejected → DELIVERED again, nothing refunded. The refund goes back as the order was paid.
 */
export async function decideReturn(input: { caller: Caller; requestId: number; body: z.infer<typeof returnDecisionBodySchema>; now?: Date; decider?: ReturnDecider }): Promise<OrderActionAnswer> {
  const db = getDb();
  const seen = await findOrderRequest(db, input.requestId);
  if (!seen || seen.kind !== 'return_item') throw new AppError('NOT_FOUND', `There is no return request ${input.requestId}.`);
  const order = (await findOrderById(db, seen.orderId))!;
  const decider: ReturnDecider = input.decider ?? { actor: 'operations', actorId: staffActorId(input.caller), vendorCode: null };
  const actorId = decider.actorId;
  return runOrderChange(order, actorId, input.now ?? new Date(), async (tx, { order: locked, now }) => {
    const request = (await lockOrderRequest(tx, seen.id))!;
    if (request.status !== 'in_review') throw new AppError('CONFLICT', `Return request ${request.id} was already decided (${request.status}).`);
    const lineId = request.details.line_ids?.[0];
    const line = (await listOrderLines(tx, locked.id)).find((candidate) => candidate.id === lineId);
    if (!line) throw new AppError('CONFLICT', `Return request ${request.id} names no line of order ${locked.code}.`);
    if (decider.vendorCode !== null && line.vendorCode !== decider.vendorCode) throw new AppError('NOT_FOUND', `There is no return request ${input.requestId}.`);
    const note = input.body.note ?? '';
    const reason = `Return ${input.body.outcome.replace('_', ' ')}${note ? `: ${note}` : ''}`;
    let refund: RefundSummary | null = null;
    if (input.body.outcome === 'rejected') {
      await changeLineStatus(tx, line, ORDER_LINE_STATUS.DELIVERED, decider.actor, reason, { actorId });
    } else {
      const used = input.body.outcome === 'accepted_used';
      await changeLineStatus(tx, line, used ? ORDER_LINE_STATUS.RETURN_AFTER_USE : ORDER_LINE_STATUS.RETURNED, decider.actor, reason, { actorId });
      const amount = used ? usedReturnRefund(line, locked.taxMode) : lineRefundAmount(line, locked.taxMode);
      refund = await giveBackMoney(tx, locked, amount, { note: `${locked.code} return of line ${line.id}` });
    }
    await settleReturnStatus(tx, locked, actorId, reason);
    const updated = await updateOrderRequest(tx, request.id, {
      status: input.body.outcome === 'rejected' ? 'rejected' : 'accepted',
      resolvedAt: now,
      details: { ...request.details, ...decider.details, outcome: input.body.outcome, ...(note ? { note } : {}), decided_by: actorId },
      refundAmount: refund?.amount ?? 0,
      refundToPayment: refund?.toPayment ?? 0,
      refundToStoreCredit: refund?.toStoreCredit ?? 0,
      refundSettledAt: refund && refund.toPayment > 0 ? null : now,
    });
    const outcome = input.body.outcome === 'rejected' ? ('rejected' as const) : ('accepted' as const);
    return {
      request: updated,
      mails: [
        { kind: 'return_decided', requestId: request.id, lineIds: [line.id], outcome, refund },
        ...(refund ? [{ kind: 'refunded' as const, refund, reason: 'return' as const }] : []),
      ],
    };
  });
}
