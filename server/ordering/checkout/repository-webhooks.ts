import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { paymentWebhookEvents, payments, type PaymentNextAction } from '@/server/db/schema/ordering/payments';
import type { PaymentRow } from '@/server/ordering/orders/repository';

/* What a payment webhook reads and writes (handle-payment-webhook.ts), in the caller's transaction. */

/** Records the event as applied; false when this provider's event id was already recorded. */
export async function claimWebhookEvent(tx: DbOrTx, event: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const claimed = await tx.insert(paymentWebhookEvents).values(event).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
  return claimed.length > 0;
}

export async function markWebhookOutcome(tx: DbOrTx, provider: string, eventId: string, outcome: string): Promise<void> {
  await tx
    .update(paymentWebhookEvents)
    .set({ outcome })
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
}

export async function findPaymentOfReference(tx: DbOrTx, provider: string, reference: string): Promise<{ id: number; orderId: number } | undefined> {
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
  return found;
}

export async function lockPaymentRow(tx: DbOrTx, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/** The highest sequence among the other events applied to the payment; null when none. */
export async function latestAppliedSequence(tx: DbOrTx, provider: string, reference: string, exceptEventId: string): Promise<number | null> {
  const [latest] = await tx
    .select({ sequence: sql<number | null>`max((${paymentWebhookEvents.payload}->>'sequence')::int)` })
    .from(paymentWebhookEvents)
    .where(
      and(
        eq(paymentWebhookEvents.provider, provider),
        eq(paymentWebhookEvents.providerReference, reference),
        eq(paymentWebhookEvents.outcome, 'applied'),
        ne(paymentWebhookEvents.eventId, exceptEventId),
      ),
    );
  return latest?.sequence ?? null;
}

export async function setPaymentNextAction(tx: DbOrTx, paymentId: number, nextAction: PaymentNextAction): Promise<void> {
  await tx.update(payments).set({ nextAction, updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
}

export async function setPaymentRefunded(tx: DbOrTx, paymentId: number, status: 'refunded' | 'partially_refunded', refundedAmount: number): Promise<void> {
  await tx.update(payments).set({ status, refundedAmount, updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
}
