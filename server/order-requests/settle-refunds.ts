import { checkoutPaymentProvider } from '@/server/checkout/payment-gateway';
import { getDb } from '@/server/db/client';
import { findRefundablePayment, listUnsettledRefunds, lockOrderRequest, recordPaymentRefund, updateOrderRequest, type OrderRequestRow } from './repository';

/** The provider's idempotency key of a request's refund: a retry never refunds twice. */
export function refundKeyOf(requestId: number): string {
  return `order-request:${requestId}`;
}

/**
 * Sends the payment part of a request's refund to the provider, after the request's transaction
 * committed (a provider call never runs inside a transaction). A failure is logged and left for
 * the next action on the order to retry with the same key; it never undoes the committed change.
 */
export async function settleRefund(request: OrderRequestRow): Promise<void> {
  if (request.refundSettledAt || request.refundToPayment <= 0) return;
  const db = getDb();
  const payment = await findRefundablePayment(db, request.orderId);
  if (!payment) {
    console.warn(`[order-requests] request ${request.id}: no captured payment to refund ${request.refundToPayment} to`);
    return;
  }
  try {
    await checkoutPaymentProvider().refund(payment.providerReference, request.refundToPayment, refundKeyOf(request.id));
  } catch (error) {
    console.warn(`[order-requests] refund of request ${request.id} not settled yet: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  await db.transaction(async (tx) => {
    const locked = await lockOrderRequest(tx, request.id);
    if (!locked || locked.refundSettledAt) return;
    await recordPaymentRefund(tx, payment.id, locked.refundToPayment);
    await updateOrderRequest(tx, locked.id, { refundSettledAt: new Date() });
  });
}

/** Retries the refunds of an order that did not reach the provider (called before each new action). */
export async function settlePendingRefunds(orderId: number): Promise<void> {
  for (const request of await listUnsettledRefunds(getDb(), orderId)) await settleRefund(request);
}
