import type { BrandReturn, BrandReturnDecision } from '@/lib/contracts/brands/orders-schemas';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { decideReturn } from '@/server/ordering/order-requests/decide-return';
import { findOrderRequest, lockOrderRequest, updateOrderRequest } from '@/server/ordering/order-requests/repository';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { toBrandReturn } from './get-brand-order';

export interface BrandDecider {
  vendorCode: string;
  /** 'brand:7:42' for person 42 of brand 7 (kept in the history and on the request). */
  actorId: string;
}

/**
 * POST /v1/brands/{brandId}/returns/{requestId}/decision: a brand answers a return of one of its
 * own lines. accept → the request stays in review, waiting for the item; refuse → closed with
 * the brand's reason, the line is delivered again; received → refunded through the same use
 * case as operations' decision (decide-return.ts: transition table, refund split, mails).
 * A request about another vendor's line answers like a missing one.
 */
export async function decideBrandReturn(input: { caller: Caller; who: BrandDecider; requestId: number; body: BrandReturnDecision; now?: Date }): Promise<BrandReturn> {
  const db = getDb();
  const notFound = new AppError('NOT_FOUND', `There is no return request ${input.requestId}.`);
  const seen = await findOrderRequest(db, input.requestId);
  if (!seen || seen.kind !== 'return_item') throw notFound;
  const lineId = seen.details.line_ids?.[0];
  const line = (await listOrderLines(db, seen.orderId)).find((candidate) => candidate.id === lineId);
  if (!line || line.vendorCode !== input.who.vendorCode) throw notFound;
  if (seen.status !== 'in_review') throw new AppError('CONFLICT', `Return request ${seen.id} was already decided (${seen.status}).`);
  const decider = { actor: 'vendor' as const, actorId: input.who.actorId, vendorCode: input.who.vendorCode };
  const body = input.body;
  if (body.action === 'accept') {
    const updated = await db.transaction(async (tx) => {
      const request = (await lockOrderRequest(tx, seen.id))!;
      if (request.status !== 'in_review') throw new AppError('CONFLICT', `Return request ${seen.id} was already decided (${request.status}).`);
      if (request.details.vendor_decision === 'accepted') return request;
      return updateOrderRequest(tx, request.id, { details: { ...request.details, vendor_decision: 'accepted', vendor_decided_by: input.who.actorId } });
    });
    return toBrandReturn(updated);
  }
  if (body.action === 'received' && seen.details.vendor_decision !== 'accepted') {
    throw new AppError('CONFLICT', 'Accept the return before you mark the item received.');
  }
  await decideReturn({
    caller: input.caller,
    requestId: seen.id,
    now: input.now,
    body: body.action === 'refuse' ? { outcome: 'rejected', note: body.reason } : { outcome: body.condition === 'used' ? 'accepted_used' : 'accepted_unused' },
    decider: {
      ...decider,
      details: body.action === 'refuse' ? { vendor_decision: 'refused', vendor_reason: body.reason, vendor_decided_by: input.who.actorId } : {},
    },
  });
  return toBrandReturn((await findOrderRequest(db, seen.id))!);
}
