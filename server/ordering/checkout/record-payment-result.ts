import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { ORDER_STATUS, type OrderStatus } from '@/lib/constants/order-status';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { getDb } from '@/server/db/client';
import type { OrderActor } from '@/server/db/schema/ordering/orders';
import type { PaymentStatus } from '@/server/db/schema/ordering/payments';
import { closeCart } from '@/server/pricing/cart/close-cart';
import { changeOrderStatus } from '@/server/ordering/orders/order-transitions';
import type { OrderRow, PaymentRow } from '@/server/ordering/orders/repository';
import type { PaymentResult } from '@/server/ordering/payments/payment-provider';
import { canMovePaymentStatus } from '@/server/ordering/payments/payment-status';
import { releaseOrderHold } from './release-order-hold';
import { lockOrderWithLatestPayment, savePaymentResult } from './repository';
import { saveCard } from './repository-saved-cards';

/*
 * Writes what the provider said about an order's payment and moves the order to match, in one
 * transaction under the order's row lock. Place-order's second transaction, the redirect
 * confirmations, webhooks and reconciliation all come through here, so whichever arrives first
 * wins and the others find nothing left to do: a payment status only moves forward
 * (server/ordering/payments/payment-status.ts) and the order only along the transition table.
 */

export const PLACEHOLDER_REFERENCE_PREFIX = 'attempt:';

const UNPAID: readonly number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.ACH_PENDING];

/** How long stock is held for a redirect step the shopper has not finished. */
const REDIRECT_HOLD_MS = 30 * 60 * 1000;
/** How long for an offline method whose provider gives no deadline. */
const OFFLINE_HOLD_MS = 7 * 24 * 60 * 60 * 1000;

export interface RecordPaymentInput {
  orderId: number;
  result: PaymentResult;
  actor: OrderActor;
  reason: string;
  /** Customer who asked to keep the card (isSaveCreditCard). */
  saveCardFor?: number | null;
  provider: string;
  now: Date;
}

export interface RecordedPayment {
  order: OrderRow;
  payment: PaymentRow;
  /** The order became paid just now: the confirmation mail is due. */
  becamePaid: boolean;
  /** Money was taken for an order whose hold was already given up: it must go back. */
  refundDue: boolean;
}

function targetStatus(order: OrderRow, status: PaymentStatus): OrderStatus | null {
  switch (status) {
    case 'captured':
    case 'authorized':
      return ORDER_STATUS.NEW;
    case 'requires_action':
      return ORDER_STATUS.PAYMENT_PENDING;
    case 'pending':
      return order.paymentMethodId === PAYMENT_METHOD.ACH ? ORDER_STATUS.ACH_PENDING : ORDER_STATUS.PAYMENT_PENDING;
    // Refused by the provider: PAYMENT_FAILED. Never finished (the shopper left the redirect
    // step, the transfer or the crypto quote ran out): CANCEL_PAYMENT. Both release the hold.
    case 'failed':
      return ORDER_STATUS.PAYMENT_FAILED;
    case 'expired':
    case 'canceled':
      return ORDER_STATUS.CANCEL_PAYMENT;
    default:
      return null;
  }
}

export async function recordPaymentResult(input: RecordPaymentInput): Promise<RecordedPayment> {
  return getDb().transaction((tx) => applyPaymentResult(tx, input));
}

/** The same, inside the caller's transaction (a webhook records its event in the same one). */
export async function applyPaymentResult(tx: DbOrTx, input: RecordPaymentInput): Promise<RecordedPayment> {
  const { result, now } = input;
  // The order's row lock and its latest payment in one round trip.
  const locked = await lockOrderWithLatestPayment(tx, input.orderId);
  if (!locked) throw new Error(`recordPaymentResult: order ${input.orderId} or its payment is missing`);
  const { order, payment } = locked;

  // The row tx1 wrote is a placeholder until the provider's first answer, which may be any status.
  const firstAnswer = payment.providerReference.startsWith(PLACEHOLDER_REFERENCE_PREFIX);
  const moves = payment.status !== result.status;
  if (moves && !firstAnswer && !canMovePaymentStatus(payment.status, result.status)) {
    return { order, payment, becamePaid: false, refundDue: false };
  }
  const target = targetStatus(order, result.status);
  const paid = result.status === 'captured' || result.status === 'authorized';
  // PAYMENT_PENDING / ACH_PENDING never go back to each other: a later "pending" keeps the status.
  const regresses = (target === ORDER_STATUS.PAYMENT_PENDING || target === ORDER_STATUS.ACH_PENDING) && order.status !== ORDER_STATUS.PENDING;
  const orderMoves = target !== null && target !== order.status && UNPAID.includes(order.status) && !regresses;
  // A paid order, or one waiting on a transfer, is placed: its cart is done. A redirect step
  // keeps the cart open, so a shopper who abandons it can pay another way. The cart is closed
  // by the payment's own UPDATE (a data-modifying CTE): one round trip less under the lock.
  const closesCart = orderMoves && (paid || result.status === 'pending');
  const updatedPayment = await savePaymentResult(
    tx,
    payment.id,
    {
      providerReference: result.reference,
      status: result.status,
      capturedAmount: result.capturedAmount,
      nextAction: result.nextAction,
      displayLabel: result.displayLabel || payment.displayLabel,
      failureReason: result.failureReason,
      // Kept from an earlier answer when a later one (a webhook, a capture) does not repeat it.
      cardFingerprint: result.cardFingerprint ?? payment.cardFingerprint,
    },
    closesCart ? [closeCart(tx, order.cartId, now)] : [],
  );

  if (target === null || !orderMoves) {
    // Money taken for an order that is no longer waiting for it and already gave its hold back.
    const refundDue = paid && !UNPAID.includes(order.status) && order.stockReleasedAt !== null;
    return { order, payment: updatedPayment ?? payment, becamePaid: false, refundDue };
  }

  const extra: Partial<OrderRow> = {};
  if (paid) {
    extra.paidAt = now;
    extra.reservationExpiresAt = null;
  } else if (target === ORDER_STATUS.PAYMENT_PENDING || target === ORDER_STATUS.ACH_PENDING) {
    const hold = result.status === 'requires_action' ? REDIRECT_HOLD_MS : OFFLINE_HOLD_MS;
    extra.reservationExpiresAt = result.expiresAt ?? new Date(now.getTime() + hold);
  }
  await changeOrderStatus(tx, order, target, input.actor, input.reason, { extra });
  if (target === ORDER_STATUS.PAYMENT_FAILED || target === ORDER_STATUS.CANCEL_PAYMENT) await releaseOrderHold(tx, order, now);

  if (paid && result.savedCard && input.saveCardFor) {
    const card = result.savedCard;
    await saveCard(tx, { customerId: input.saveCardFor, provider: input.provider, token: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });
  }
  const released = target === ORDER_STATUS.PAYMENT_FAILED || target === ORDER_STATUS.CANCEL_PAYMENT;
  const updatedOrder = { ...order, ...extra, status: target, ...(released && !order.stockReleasedAt ? { stockReleasedAt: now } : {}) };
  return { order: updatedOrder, payment: updatedPayment ?? payment, becamePaid: paid, refundDue: false };
}

