import type { PaymentView } from '@/lib/contracts/ordering/checkout-schemas';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { findOrderById, findPaymentWithReference, type OrderRow, type PaymentRow } from '@/server/ordering/orders/repository';
import { toPaymentView } from '@/server/ordering/orders/to-order-view';
import { PLACEHOLDER_REFERENCE_PREFIX } from './record-payment-result';

/** A payment by the provider's reference, with its order; placeholders of unanswered calls are never found. */
export async function findPaymentAndOrder(db: DbOrTx, reference: string): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const payment = reference.startsWith(PLACEHOLDER_REFERENCE_PREFIX) ? undefined : await findPaymentWithReference(db, reference);
  const order = payment && (await findOrderById(db, payment.orderId));
  if (!payment || !order) throw new AppError('NOT_FOUND', 'There is no payment with this reference.');
  return { payment, order };
}

/** GET /v1/payments/{reference}: what /checkout-progress, /pending-order and the redirect pages show. */
export async function getPayment(reference: string): Promise<PaymentView> {
  const { payment, order } = await findPaymentAndOrder(getDb(), reference);
  return toPaymentView(payment, order.code);
}
