import { ORDER_STATUS } from '@/lib/constants/order-status';
import { getDb } from '@/server/db/client';
import { retryPendingRefunds } from '@/server/ordering/order-requests/settle-refunds';
import { findLatestPayment, type OrderRow, type PaymentRow } from '@/server/ordering/orders/repository';
import { sendOrderConfirmation } from '@/server/ordering/orders/send-order-confirmation';
import type { PaymentProvider, PaymentResult } from '@/server/ordering/payments/payment-provider';
import { checkoutPaymentProvider, STORE_CREDIT_PROVIDER } from './payment-gateway';
import { settlePayment } from './place-order-answer';
import { listExpiredHolds, listStuckOrders, listUnmailedPaidOrderIds } from './repository-reconciliation';

/*
 * Mends what a crash or a lost answer left behind (issue 5 item 4), by asking the provider,
 * whose records are the truth about money:
 * - an order still PENDING after `stuckAfterMs` was reserved but its payment answer never got
 *   recorded: the provider's charges for the order code decide (captured → paid; waiting →
 *   pending; none or refused → failed, and the hold is released);
 * - an unpaid order whose hold ran out (reservation_expires_at) is paid if the provider says so,
 *   else cancelled and its stock, credit and promo use given back;
 * - a paid order whose confirmation mail did not go out is mailed;
 * - a self-service refund the provider refused is retried with its key (ADR 0015).
 * Every change goes through record-payment-result, so it is safe beside live traffic and
 * safe to run twice.
 */

export interface ReconcileSummary {
  examined: number;
  paid: number;
  pending: number;
  released: number;
  mailed: number;
  refundsRetried: number;
  refundsSettled: number;
}

export interface ReconcileOptions {
  now?: Date;
  stuckAfterMs?: number;
  limit?: number;
  provider?: PaymentProvider;
}

export const STUCK_AFTER_MS = 2 * 60 * 1000;

const RANK: Record<string, number> = { captured: 0, authorized: 1, partially_refunded: 2, refunded: 3, pending: 4, requires_action: 5 };

function bestCharge(charges: readonly PaymentResult[]): PaymentResult | undefined {
  return [...charges].sort((a, b) => (RANK[a.status] ?? 9) - (RANK[b.status] ?? 9))[0];
}

function notCompleted(payment: PaymentRow, status: 'failed' | 'expired', reason: string): PaymentResult {
  return { reference: payment.providerReference, status, capturedAmount: 0, nextAction: null, displayLabel: payment.displayLabel, failureReason: reason };
}

async function resolveStuck(order: OrderRow, provider: PaymentProvider, now: Date, summary: ReconcileSummary): Promise<void> {
  const payment = await findLatestPayment(getDb(), order.id);
  if (!payment) return;
  let result: PaymentResult;
  if (payment.provider === STORE_CREDIT_PROVIDER) {
    result = { reference: `credit:${order.code}`, status: 'captured', capturedAmount: 0, nextAction: null, displayLabel: 'Store credit', failureReason: null };
  } else {
    const charge = bestCharge(await provider.listByOrderCode(order.code));
    result = charge ?? notCompleted(payment, 'failed', 'The payment was not completed.');
  }
  const recorded = await settlePayment(order.id, result, { actor: 'system', reason: `Reconciliation: provider says ${result.status}`, provider: payment.provider, now, awaitMail: true });
  count(recorded.order.status, summary);
}

async function resolveExpired(order: OrderRow, provider: PaymentProvider, now: Date, summary: ReconcileSummary): Promise<void> {
  const payment = await findLatestPayment(getDb(), order.id);
  if (!payment) return;
  const current = payment.provider === provider.name ? await provider.retrieve(payment.providerReference) : null;
  const paid = current && (current.status === 'captured' || current.status === 'authorized');
  const result = paid ? current : notCompleted(payment, 'expired', 'The payment was not completed in time.');
  const recorded = await settlePayment(order.id, result, { actor: 'system', reason: paid ? 'Reconciliation: paid' : 'Reconciliation: the hold ran out', provider: payment.provider, now, awaitMail: true });
  count(recorded.order.status, summary);
}

function count(status: number, summary: ReconcileSummary): void {
  if (status === ORDER_STATUS.NEW) summary.paid += 1;
  else if (status === ORDER_STATUS.PAYMENT_FAILED || status === ORDER_STATUS.CANCEL_PAYMENT) summary.released += 1;
  else summary.pending += 1;
}

export async function reconcilePayments(options: ReconcileOptions = {}): Promise<ReconcileSummary> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 200;
  const provider = options.provider ?? checkoutPaymentProvider();
  const db = getDb();
  const summary: ReconcileSummary = { examined: 0, paid: 0, pending: 0, released: 0, mailed: 0, refundsRetried: 0, refundsSettled: 0 };

  const stuck = await listStuckOrders(db, new Date(now.getTime() - (options.stuckAfterMs ?? STUCK_AFTER_MS)), limit);
  for (const order of stuck) {
    summary.examined += 1;
    await resolveStuck(order, provider, now, summary);
  }

  const expired = await listExpiredHolds(db, now, limit);
  for (const order of expired) {
    summary.examined += 1;
    await resolveExpired(order, provider, now, summary);
  }

  const unmailed = await listUnmailedPaidOrderIds(db, new Date(now.getTime() - 60_000), limit);
  for (const { id } of unmailed) if (await sendOrderConfirmation(id)) summary.mailed += 1;

  const refunds = await retryPendingRefunds(now, { limit, provider });
  summary.refundsRetried = refunds.retried;
  summary.refundsSettled = refunds.settled;
  return summary;
}
