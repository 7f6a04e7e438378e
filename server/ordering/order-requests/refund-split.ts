import type { RefundSummary } from '@/server/ordering/mails/order-event-mail-types';

/*
 * Where money goes back (ADR 0015). Store credit spent at checkout goes back to the credit ledger
 * first, the rest to the captured payment; a late refund goes to store credit. Never more than the
 * order took in total, nor more than the payment captured, counting every earlier refund.
 */
export interface RefundInputs {
  /** What this action gives back before caps, minor units. */
  amount: number;
  order: { total: number; creditApplied: number; customerId: number | null };
  /** Earlier refunds of the order (every request, settled or not). */
  already: { toPayment: number; toStoreCredit: number };
  /** What the order's payment captured (0 without a captured payment). */
  captured: number;
  /** Late refund: everything as store credit where the order has a customer. */
  asStoreCredit?: boolean;
}

export function splitRefund(input: RefundInputs): RefundSummary {
  const { order, already } = input;
  const paidTotal = order.total + order.creditApplied;
  const left = Math.max(0, paidTotal - already.toPayment - already.toStoreCredit);
  const amount = Math.max(0, Math.min(input.amount, left));
  const paymentLeft = Math.max(0, input.captured - already.toPayment);
  let toStoreCredit = 0;
  if (order.customerId !== null) {
    toStoreCredit = input.asStoreCredit ? amount : Math.min(amount, Math.max(0, order.creditApplied - already.toStoreCredit));
  }
  const toPayment = Math.min(amount - toStoreCredit, paymentLeft);
  return { amount: toStoreCredit + toPayment, toPayment, toStoreCredit };
}
