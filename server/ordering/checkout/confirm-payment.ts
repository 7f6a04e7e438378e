import type { PlaceOrderResult } from '@/lib/contracts/ordering/checkout-schemas';
import { getDb } from '@/server/db/client';
import { findPaymentAndOrder } from './get-payment';
import { checkoutPaymentProvider } from './payment-gateway';
import { finishPayment, placeOrderAnswer } from './place-order-answer';

/**
 * POST /v1/payments/{reference}/confirm: the shopper came back from a redirect step (3-D Secure
 * at /checkout-progress, installments at /affirm/confirm, Amazon Pay at /amazon/checkout-review).
 * The provider decides the outcome; the order follows. Once the step is over, calling again
 * answers the order as it stands (402 if it failed), whatever outcome is sent.
 */
export async function confirmPayment(input: { reference: string; outcome: 'approve' | 'fail' | 'cancel'; now?: Date }): Promise<PlaceOrderResult> {
  const { payment, order } = await findPaymentAndOrder(getDb(), input.reference);
  if (payment.status !== 'requires_action') return placeOrderAnswer(order, { replayedKey: true, payment });
  const provider = checkoutPaymentProvider();
  let result;
  try {
    result = await provider.completeAction(input.reference, input.outcome);
  } catch (error) {
    // A second confirmation racing the first: the provider refuses it; answer what the first did.
    const current = await findPaymentAndOrder(getDb(), input.reference);
    if (current.payment.status !== 'requires_action') return placeOrderAnswer(current.order, { replayedKey: true, payment: current.payment });
    throw error;
  }
  return finishPayment(order, result, {
    actor: 'payment',
    reason: `Redirect step: ${input.outcome}`,
    saveCardFor: null,
    provider: provider.name,
    now: input.now ?? new Date(),
  });
}
