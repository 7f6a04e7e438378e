import { AppError } from '@/server/http/app-error';
import type { PaymentEvent, PaymentFailureCode, PaymentResult } from '../payment-provider';
import type { ChargeDetails } from './charge-details';
import { chargeResult } from './charge-result';
import { changeCharge } from './change-charge';
import type { ChargeRow } from './repository';
import { buildTestEvent } from './test-events';
import { FAILURE_REASONS } from './test-inputs';

export type SettleOutcome = 'succeed' | 'fail' | 'expire';

/** Confirmation counts reported on the way to the required number (crypto). */
export function confirmationSteps(required: number): number[] {
  return [...new Set([1, Math.ceil(required / 2), required])].filter((count) => count >= 1 && count <= required);
}

interface Settlement {
  status: 'captured' | 'failed' | 'expired';
  failureCode: PaymentFailureCode | null;
  confirmations: number[];
}

function settlementFor(details: ChargeDetails, outcome: SettleOutcome): Settlement {
  if (outcome === 'expire') return { status: 'expired', failureCode: 'payment_expired', confirmations: [] };
  if (outcome === 'fail') return { status: 'failed', failureCode: details.ach ? 'bank_debit_failed' : 'payment_declined', confirmations: [] };
  // The documented failing ACH account bounces whatever the bank was asked to do.
  if (details.ach?.failsAtSettlement) return { status: 'failed', failureCode: 'bank_debit_failed', confirmations: [] };
  return { status: 'captured', failureCode: null, confirmations: details.crypto ? confirmationSteps(details.crypto.confirmationsRequired) : [] };
}

function eventsFor(row: ChargeRow, details: ChargeDetails, settlement: Settlement, now: Date): PaymentEvent[] {
  const base = { order_code: row.merchantReference, method_id: row.methodId, currency: row.currency };
  const required = details.crypto?.confirmationsRequired;
  let sequence = details.sequence;
  const events = settlement.confirmations.map((confirmations) =>
    buildTestEvent({
      type: 'payment.confirmation',
      reference: row.reference,
      sequence: (sequence += 1),
      amount: row.amount,
      occurredAt: now,
      data: { ...base, status: 'pending', confirmations, confirmations_required: required },
    }),
  );
  const type = settlement.status === 'captured' ? 'payment.succeeded' : settlement.status === 'failed' ? 'payment.failed' : 'payment.expired';
  events.push(
    buildTestEvent({
      type,
      reference: row.reference,
      sequence: (sequence += 1),
      amount: row.amount,
      occurredAt: now,
      data: {
        ...base,
        status: settlement.status,
        captured_amount: settlement.status === 'captured' ? row.amount : 0,
        failure_code: settlement.failureCode,
        failure_reason: settlement.failureCode ? FAILURE_REASONS[settlement.failureCode] : null,
        ...(required ? { confirmations: settlement.status === 'captured' ? required : 0, confirmations_required: required } : {}),
      },
    }),
  );
  return events;
}

/**
 * Plays the gateway's side of a pending payment (ACH, wire, crypto): settles, fails or expires it
 * in the ledger and answers the signed webhooks it would send, in order, with rising sequences.
 * Only a pending charge settles; settling it again is refused (409).
 */
export async function settleTestPayment(reference: string, outcome: SettleOutcome, now: Date = new Date()): Promise<{ payment: PaymentResult; events: PaymentEvent[] }> {
  const { row, extra } = await changeCharge<PaymentEvent[]>(reference, (current, details) => {
    if (current.status !== 'pending') throw new AppError('CONFLICT', `Payment ${reference} is ${current.status}, not pending.`);
    const settlement = settlementFor(details, outcome);
    const events = eventsFor(current, details, settlement, now);
    const last = events[events.length - 1];
    return {
      change: {
        status: settlement.status,
        capturedAmount: settlement.status === 'captured' ? current.amount : 0,
        details: {
          nextAction: null,
          failureCode: settlement.failureCode,
          failureReason: settlement.failureCode ? FAILURE_REASONS[settlement.failureCode] : null,
          sequence: last?.sequence ?? details.sequence + 1,
        },
      },
      extra: events,
    };
  });
  return { payment: chargeResult(row), events: extra ?? [] };
}
