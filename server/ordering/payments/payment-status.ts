import type { PaymentStatus } from '@/server/db/schema/ordering/payments';

/*
 * A payment's status only moves forward, so a webhook delivered twice, late or out of order
 * cannot undo what already happened (a captured payment never goes back to pending, a failed
 * one never turns captured).
 */

/** Statuses nothing leaves: the payment is over. */
export const FINAL_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set(['failed', 'expired', 'canceled', 'refunded']);

/** Statuses where the money is (or was) taken. */
export const PAID_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set(['captured', 'partially_refunded', 'refunded']);

const NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  requires_action: ['pending', 'authorized', 'captured', 'failed', 'expired', 'canceled'],
  pending: ['authorized', 'captured', 'failed', 'expired', 'canceled'],
  authorized: ['captured', 'failed', 'expired', 'canceled'],
  captured: ['partially_refunded', 'refunded'],
  // Another partial refund keeps the status and raises the refunded amount.
  partially_refunded: ['partially_refunded', 'refunded'],
  failed: [],
  expired: [],
  canceled: [],
  refunded: [],
};

export function canMovePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}
