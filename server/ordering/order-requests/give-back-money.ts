import type { DbOrTx } from '@/server/db/db-or-tx';
import { lockCustomerCredit } from '@/server/ordering/credit/lock-customer-credit';
import { addCreditEntry } from '@/server/ordering/credit/repository';
import type { RefundSummary } from '@/server/ordering/mails/order-event-mail-types';
import type { OrderRow } from '@/server/ordering/orders/repository';
import { findRefundablePayment, refundedSoFar } from './repository';
import { splitRefund } from './refund-split';

/**
 * Decides the refund of one request inside its transaction (order row locked by the caller) and
 * writes the store-credit part to the ledger at once; the payment part is recorded on the request
 * and sent to the provider after the commit (settle-refunds.ts). Null when nothing goes back.
 */
export async function giveBackMoney(tx: DbOrTx, order: OrderRow, amount: number, options: { asStoreCredit?: boolean; note: string }): Promise<RefundSummary | null> {
  if (amount <= 0) return null;
  const [already, payment] = await Promise.all([refundedSoFar(tx, order.id), findRefundablePayment(tx, order.id)]);
  const refund = splitRefund({
    amount,
    order,
    already,
    captured: payment?.capturedAmount ?? 0,
    ...(options.asStoreCredit ? { asStoreCredit: true } : {}),
  });
  if (refund.amount <= 0) return null;
  if (refund.toStoreCredit > 0 && order.customerId !== null) {
    await lockCustomerCredit(tx, order.customerId);
    await addCreditEntry(tx, { customerId: order.customerId, currency: order.currency, amount: refund.toStoreCredit, reason: 'refund', orderId: order.id, note: options.note });
  }
  return refund;
}
