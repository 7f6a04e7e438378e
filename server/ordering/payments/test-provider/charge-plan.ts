import type { PaymentNextAction, PaymentStatus } from '@/server/db/schema/ordering/payments';
import type { CreatePaymentInput, PaymentFailureCode } from '../payment-provider';
import type { ChargeDetails } from './charge-details';
import type { TestMethod } from './supported-methods';

/** What the test gateway decides for a new charge, before it is written to the ledger. */
export interface ChargePlan {
  status: PaymentStatus;
  capturedAmount: number;
  displayLabel: string;
  failureCode: PaymentFailureCode | null;
  nextAction: PaymentNextAction | null;
  expiresAt: Date | null;
  card: ChargeDetails['card'];
  ach: ChargeDetails['ach'];
  crypto: ChargeDetails['crypto'];
}

export interface PlanContext {
  input: CreatePaymentInput;
  method: TestMethod;
  reference: string;
  now: Date;
}

const EMPTY = { nextAction: null, expiresAt: null, card: null, ach: null, crypto: null } as const;

export function failedPlan(displayLabel: string, failureCode: PaymentFailureCode, extra: Partial<ChargePlan> = {}): ChargePlan {
  return { ...EMPTY, status: 'failed', capturedAmount: 0, displayLabel, failureCode, ...extra };
}

/** Paid at once, or only authorized when the caller captures later. */
export function paidPlan(context: PlanContext, displayLabel: string, extra: Partial<ChargePlan> = {}): ChargePlan {
  const manual = context.input.capture === 'manual';
  return { ...EMPTY, status: manual ? 'authorized' : 'captured', capturedAmount: manual ? 0 : context.input.amount, displayLabel, failureCode: null, ...extra };
}

export function waitingPlan(status: 'requires_action' | 'pending', displayLabel: string, nextAction: PaymentNextAction, extra: Partial<ChargePlan> = {}): ChargePlan {
  return { ...EMPTY, status, capturedAmount: 0, displayLabel, failureCode: null, nextAction, ...extra };
}

export function redirectAction(path: string, reference: string): PaymentNextAction {
  return { type: 'redirect', url: `${path}?reference=${encodeURIComponent(reference)}` };
}
