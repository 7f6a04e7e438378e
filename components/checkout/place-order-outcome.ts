import type { PaymentView } from '@/lib/contracts/ordering/checkout-schemas';
import { ORDER_STATUS } from '@/lib/constants/order-status';
import { readNextAction } from './payment-next-action';

/** Where the shopper goes once the server has answered a payment. */
export type PaymentOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'pending'; path: string }
  | { kind: 'paid'; path: string }
  | { kind: 'declined' }
  | { kind: 'cancelled' };

const PENDING_ORDER_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.ACH_PENDING, ORDER_STATUS.PAY_PAL_PENDING]);

/**
 * Captured or authorized → /thank-you; a redirect step → its page; a method that settles later
 * (wire, ACH, crypto) → /pending-order with its instructions; failed or expired → the checkout
 * says it was declined and lets the shopper try again.
 */
export function paymentOutcome(payment: Pick<PaymentView, 'status' | 'next_action' | 'order_code'>, orderStatus?: number): PaymentOutcome {
  const order = encodeURIComponent(payment.order_code);
  switch (payment.status) {
    case 'requires_action': {
      const action = readNextAction(payment.next_action);
      if (action?.type === 'redirect') return { kind: 'redirect', url: action.url };
      return { kind: 'declined' };
    }
    case 'pending':
      return { kind: 'pending', path: `/pending-order?order=${order}` };
    case 'authorized':
    case 'captured':
    case 'refunded':
    case 'partially_refunded':
      return orderStatus !== undefined && PENDING_ORDER_STATUSES.has(orderStatus)
        ? { kind: 'pending', path: `/pending-order?order=${order}` }
        : { kind: 'paid', path: `/thank-you?order=${order}` };
    case 'canceled':
      return { kind: 'cancelled' };
    default:
      return { kind: 'declined' };
  }
}
