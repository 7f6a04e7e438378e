import { getDb } from '@/server/db/client';
import type { PaymentNextAction, PaymentStatus } from '@/server/db/schema/ordering/payments';
import { sendOrderConfirmation } from '@/server/ordering/orders/send-order-confirmation';
import type { PaymentEvent, PaymentResult } from '@/server/ordering/payments/payment-provider';
import { canMovePaymentStatus } from '@/server/ordering/payments/payment-status';
import { lockOrder, type PaymentRow } from '@/server/ordering/orders/repository';
import { checkoutPaymentProvider } from './payment-gateway';
import { applyPaymentResult, type RecordedPayment } from './record-payment-result';
import { claimWebhookEvent, findPaymentOfReference, latestAppliedSequence, lockPaymentRow, markWebhookOutcome, setPaymentNextAction, setPaymentRefunded } from './repository-webhooks';

/*
 * POST /v1/payments/webhooks/test. The provider verifies the signature of the raw body; then, in
 * one transaction, the event id is claimed (a second delivery finds it taken and changes nothing)
 * and applied under the payment's row lock. An event older than one already applied (lower
 * sequence), or one asking for a status the payment has moved past, is recorded and ignored.
 */

const RELEASED_PAYMENT: ReadonlySet<PaymentStatus> = new Set(['failed', 'expired', 'canceled']);

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored_stale' | 'ignored_unknown';

function statusOfEvent(event: PaymentEvent, payment: PaymentRow): PaymentStatus | null {
  switch (event.type) {
    case 'payment.succeeded':
      return 'captured';
    case 'payment.failed':
      return 'failed';
    case 'payment.expired':
      return 'expired';
    case 'payment.refunded':
      return typeof event.data.refunded_amount === 'number' && event.data.refunded_amount < payment.capturedAmount ? 'partially_refunded' : 'refunded';
    case 'payment.confirmation':
      return null;
  }
}

function resultOfEvent(event: PaymentEvent, payment: PaymentRow, status: PaymentStatus): PaymentResult {
  const captured = typeof event.data.captured_amount === 'number' ? event.data.captured_amount : status === 'captured' ? event.amount : payment.capturedAmount;
  const reason = typeof event.data.failure_reason === 'string' ? event.data.failure_reason : null;
  return {
    reference: payment.providerReference,
    status,
    capturedAmount: captured,
    nextAction: status === 'captured' || status === 'failed' || status === 'expired' ? null : (payment.nextAction as PaymentNextAction | null),
    displayLabel: payment.displayLabel,
    failureReason: reason ?? (status === 'failed' || status === 'expired' ? 'The payment was not completed.' : null),
  };
}

export async function handlePaymentWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now = new Date()): Promise<{ outcome: WebhookOutcome }> {
  const provider = checkoutPaymentProvider();
  const event = provider.parseWebhook(rawBody, headers);
  let recorded: RecordedPayment | null = null;
  let lateCapture: { reference: string; amount: number } | null = null;

  const outcome = await getDb().transaction(async (tx): Promise<WebhookOutcome> => {
    const claimed = await claimWebhookEvent(tx, { provider: provider.name, eventId: event.eventId, type: event.type, providerReference: event.reference, payload: event, outcome: 'applied' });
    if (!claimed) return 'duplicate';
    const mark = async (value: WebhookOutcome) => {
      await markWebhookOutcome(tx, provider.name, event.eventId, value);
      return value;
    };

    const found = await findPaymentOfReference(tx, provider.name, event.reference);
    if (!found) return mark('ignored_unknown');
    // The order's row lock first, then the payment's: the order every writer takes them in (place
    // order, reconciliation, refunds), so a webhook and a checkout of one order cannot deadlock.
    await lockOrder(tx, found.orderId);
    const payment = await lockPaymentRow(tx, found.id);
    if (!payment) return mark('ignored_unknown');

    const latest = await latestAppliedSequence(tx, provider.name, event.reference, event.eventId);
    if (latest !== null && event.sequence <= latest) return mark('ignored_stale');

    if (event.type === 'payment.confirmation') {
      const action = payment.nextAction as PaymentNextAction | null;
      const confirmations = typeof event.data.confirmations === 'number' ? event.data.confirmations : null;
      if (payment.status !== 'pending' || action?.type !== 'crypto' || confirmations === null || confirmations <= action.confirmations) return mark('ignored_stale');
      await setPaymentNextAction(tx, payment.id, { ...action, confirmations });
      return 'applied';
    }

    const status = statusOfEvent(event, payment);
    if (status === 'captured' && RELEASED_PAYMENT.has(payment.status)) {
      // Money arrived after the order gave its stock back (a transfer past its deadline): it goes back.
      lateCapture = { reference: payment.providerReference, amount: typeof event.data.captured_amount === 'number' ? event.data.captured_amount : event.amount };
      return mark('ignored_stale');
    }
    if (status === null || (status !== payment.status && !canMovePaymentStatus(payment.status, status)) || status === payment.status) return mark('ignored_stale');
    if (status === 'refunded' || status === 'partially_refunded') {
      const refunded = typeof event.data.refunded_amount === 'number' ? event.data.refunded_amount : payment.capturedAmount;
      await setPaymentRefunded(tx, payment.id, status, Math.min(refunded, payment.capturedAmount));
      return 'applied';
    }
    recorded = await applyPaymentResult(tx, {
      orderId: payment.orderId,
      result: resultOfEvent(event, payment, status),
      actor: 'payment',
      reason: `Webhook ${event.type} (${event.eventId})`,
      provider: provider.name,
      now,
    });
    return 'applied';
  });

  const done = recorded as RecordedPayment | null;
  if (done?.becamePaid) await sendOrderConfirmation(done.order.id);
  const late = lateCapture as { reference: string; amount: number } | null;
  if (late && late.amount > 0) await provider.refund(late.reference, late.amount, `late-capture:${late.reference}`);
  return { outcome };
}
