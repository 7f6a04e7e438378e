import { checkoutPaymentProvider } from '@/server/ordering/checkout/payment-gateway';
import { getDb } from '@/server/db/client';
import type { PaymentProvider } from '@/server/ordering/payments/payment-provider';
import { findRefundablePayment, listStaleUnsettledRefunds, listUnsettledRefunds, lockOrderRequest, recordPaymentRefund, updateOrderRequest, type OrderRequestRow } from './repository';

/** The provider's idempotency key of a request's refund: a retry never refunds twice. */
export function refundKeyOf(requestId: number): string {
  return `order-request:${requestId}`;
}

/**
 * Sends the payment part of a request's refund to the provider, after the request's transaction
 * committed (a provider call never runs inside a transaction). A failure is logged and left for
 * the next action on the order or the periodic sweep to retry with the same key; it never undoes
 * the committed change. True when the refund is settled (now or before).
 */
export async function settleRefund(request: OrderRequestRow, provider: PaymentProvider = checkoutPaymentProvider()): Promise<boolean> {
  if (request.refundSettledAt || request.refundToPayment <= 0) return true;
  const db = getDb();
  const payment = await findRefundablePayment(db, request.orderId);
  if (!payment) {
    console.warn(`[order-requests] request ${request.id}: no captured payment to refund ${request.refundToPayment} to`);
    return false;
  }
  try {
    await provider.refund(payment.providerReference, request.refundToPayment, refundKeyOf(request.id));
  } catch (error) {
    console.warn(`[order-requests] refund of request ${request.id} not settled yet: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  // Two settlers (an action and the sweep) may both reach here with the same key: the provider
  // refunded once, and the row lock lets only the first record it.
  await db.transaction(async (tx) => {
    const locked = await lockOrderRequest(tx, request.id);
    if (!locked || locked.refundSettledAt) return;
    await recordPaymentRefund(tx, payment.id, locked.refundToPayment);
    await updateOrderRequest(tx, locked.id, { refundSettledAt: new Date() });
  });
  return true;
}

/** Retries the refunds of an order that did not reach the provider (called before each new action). */
export async function settlePendingRefunds(orderId: number): Promise<void> {
  for (const request of await listUnsettledRefunds(getDb(), orderId)) await settleRefund(request);
}

/** A refund younger than this is still being settled by the action that made it. */
export const REFUND_RETRY_AFTER_MS = 60_000;

export interface RefundSweepSummary {
  retried: number;
  settled: number;
}

/**
 * The periodic sweep (run by the payment reconciler every minute and by `npm run
 * payments:reconcile`): retries, with the same idempotency key, every payment refund still
 * unsettled a minute after its request, so a refund the provider refused once does not wait
 * for the shopper's next action on the order. Failures stay unsettled and are logged.
 */
export async function retryPendingRefunds(now: Date = new Date(), options: { limit?: number; provider?: PaymentProvider } = {}): Promise<RefundSweepSummary> {
  const pending = await listStaleUnsettledRefunds(getDb(), new Date(now.getTime() - REFUND_RETRY_AFTER_MS), options.limit ?? 200);
  const summary: RefundSweepSummary = { retried: 0, settled: 0 };
  for (const request of pending) {
    summary.retried += 1;
    if (await settleRefund(request, options.provider)) summary.settled += 1;
  }
  return summary;
}
