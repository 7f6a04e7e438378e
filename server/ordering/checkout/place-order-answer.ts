import { setTimeout as sleep } from 'node:timers/promises';
import type { PlaceOrderResult } from '@/lib/contracts/ordering/checkout-schemas';
import { ORDER_STATUS, type OrderStatus } from '@/lib/constants/order-status';
import { getDb } from '@/server/db/client';
import type { OrderActor } from '@/server/db/schema/ordering/orders';
import { AppError } from '@/server/http/app-error';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import { LINE_STATUS_FOR_ORDER } from '@/server/ordering/orders/order-transitions';
import { findLatestPayment, findOrderById, listOrderLines, type OrderLineRow, type OrderRow, type PaymentRow } from '@/server/ordering/orders/repository';
import { sendOrderConfirmation } from '@/server/ordering/orders/send-order-confirmation';
import { toOrderView, toPaymentView } from '@/server/ordering/orders/to-order-view';
import type { PaymentResult } from '@/server/ordering/payments/payment-provider';
import { checkoutPaymentProvider } from './payment-gateway';
import { recordPaymentResult } from './record-payment-result';

/* What place-order and the payment confirmations answer, and what they do once the provider spoke. */

const FAILED: readonly number[] = [ORDER_STATUS.PAYMENT_FAILED, ORDER_STATUS.CANCEL_PAYMENT];
/** A replay of a call still asking the provider waits this long for its answer. */
const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 25;
/** How long after a shopper's answer the confirmation mail starts (see settlePayment). */
const CONFIRMATION_MAIL_DELAY_MS = 50;

export function declinedError(payment: PaymentRow | undefined): AppError {
  const reason = payment?.failureReason?.trim() || 'The payment was declined.';
  return new AppError('PAYMENT_DECLINED', `${reason} Nothing was charged: your cart is kept, so you can try again or pay another way.`);
}

/**
 * The answer for an order: the order, its payment, the cart to keep (the cart stays open while
 * a redirect step is unfinished) and a guest's key to read the order again. A failed payment
 * answers 402 with the provider's reason, for the first call and its replays alike.
 */
export async function placeOrderAnswer(
  order: OrderRow,
  options: { replayedKey: boolean; lines?: OrderLineRow[]; payment?: PaymentRow },
): Promise<PlaceOrderResult> {
  const db = getDb();
  const [lines, payment] = await Promise.all([options.lines ?? listOrderLines(db, order.id), options.payment ?? findLatestPayment(db, order.id)]);
  if (FAILED.includes(order.status)) throw declinedError(payment);
  if (!payment) throw new Error(`placeOrderAnswer: order ${order.code} has no payment`);
  const cartStillOpen = order.status === ORDER_STATUS.PENDING || (order.status === ORDER_STATUS.PAYMENT_PENDING && payment.status === 'requires_action');
  return {
    order: toOrderView(order, lines, payment),
    payment: toPaymentView(payment, order.code),
    cart_id: cartStillOpen ? order.cartId : null,
    access_key: order.customerId === null ? orderAccessKey(order.code) : null,
  };
}

/** A replay that arrives while the first call is still with the provider waits for its outcome. */
export async function waitWhilePending(order: OrderRow): Promise<OrderRow> {
  let current = order;
  const deadline = Date.now() + REPLAY_WAIT_MS;
  const young = Date.now() - order.createdAt.getTime() < REPLAY_WAIT_MS * 3;
  while (young && current.status === ORDER_STATUS.PENDING && Date.now() < deadline) {
    await sleep(REPLAY_POLL_MS);
    current = (await findOrderById(getDb(), order.id)) ?? current;
  }
  return current;
}

/** Records a provider answer, sends the confirmation when the order became paid, and answers. */
export async function finishPayment(
  order: OrderRow,
  result: PaymentResult,
  options: { actor: OrderActor; reason: string; saveCardFor: number | null; provider: string; now: Date; lines?: OrderLineRow[] },
): Promise<PlaceOrderResult> {
  const recorded = await settlePayment(order.id, result, options);
  // Lines straight from transaction 1 only lack the status the order change gave them.
  const lineStatus = LINE_STATUS_FOR_ORDER[recorded.order.status as OrderStatus];
  const lines = options.lines?.map((line) => ({ ...line, status: lineStatus ?? line.status }));
  return placeOrderAnswer(recorded.order, { replayedKey: false, payment: recorded.payment, ...(lines ? { lines } : {}) });
}

function sendConfirmation(orderId: number): Promise<void> {
  return sendOrderConfirmation(orderId).then(
    () => undefined,
    (error: unknown) => console.warn(`[checkout] confirmation mail: ${String(error)}`),
  );
}

/** recordPaymentResult plus what follows a commit: the mail, or giving back money taken too late. */
export async function settlePayment(
  orderId: number,
  result: PaymentResult,
  options: { actor: OrderActor; reason: string; saveCardFor?: number | null; provider: string; now: Date; awaitMail?: boolean },
) {
  const recorded = await recordPaymentResult({ orderId, result, actor: options.actor, reason: options.reason, saveCardFor: options.saveCardFor ?? null, provider: options.provider, now: options.now });
  if (recorded.becamePaid) {
    // A shopper's answer does not wait for the mail; if the process dies first, reconciliation
    // sends it. Started a moment later, so its queries and rendering (with PGlite, all in this
    // process) run after the answer has left, not ahead of it: the answer is gzipped
    // asynchronously, and work started on the next tick would still run before it is written.
    if (options.awaitMail) await sendConfirmation(orderId);
    else setTimeout(() => void sendConfirmation(orderId), CONFIRMATION_MAIL_DELAY_MS);
  }
  if (recorded.refundDue && result.capturedAmount > 0) {
    try {
      await checkoutPaymentProvider().refund(result.reference, result.capturedAmount, `late-capture:${result.reference}`);
    } catch (error) {
      console.warn(`[checkout] refund of late capture ${result.reference} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return recorded;
}
