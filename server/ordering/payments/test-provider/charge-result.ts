import { cardFingerprint } from '../card-fingerprint';
import type { PaymentResult } from '../payment-provider';
import { PAID_PAYMENT_STATUSES } from '../payment-status';
import { failureCodeOf, parseChargeDetails } from './charge-details';
import type { ChargeRow } from './repository';

/** The gateway's answer for one ledger row. */
export function chargeResult(row: ChargeRow): PaymentResult {
  const details = parseChargeDetails(row.details);
  const card = details.card;
  const paidOrAuthorized = row.status === 'authorized' || PAID_PAYMENT_STATUSES.has(row.status);
  return {
    reference: row.reference,
    status: row.status,
    capturedAmount: row.capturedAmount,
    nextAction: details.nextAction,
    displayLabel: details.displayLabel,
    failureReason: details.failureReason,
    cardFingerprint: card ? cardFingerprint(card) : null,
    failureCode: failureCodeOf(details),
    methodId: row.methodId,
    paymentOption: details.paymentOption,
    amount: row.amount,
    currency: row.currency,
    refundedAmount: row.refundedAmount,
    orderCode: row.merchantReference,
    ...(card?.token && paidOrAuthorized
      ? { savedCard: { token: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } }
      : {}),
    ...(details.expiresAt ? { expiresAt: new Date(details.expiresAt) } : {}),
  };
}
