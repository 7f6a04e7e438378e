import { createHash } from 'node:crypto';
import { getDb, type Db } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { CreatePaymentInput, PaymentResult } from '../payment-provider';
import type { ChargeDetails } from './charge-details';
import type { ChargePlan, PlanContext } from './charge-plan';
import { chargeResult } from './charge-result';
import { findCharge, insertChargeOnce, type ChargeRow } from './repository';
import { planAchCharge, planWireCharge } from './plan-bank-charge';
import { planCardCharge } from './plan-card-charge';
import { planCryptoCharge } from './plan-crypto-charge';
import { planAmazonPayCharge, planInstallmentsCharge } from './plan-redirect-charge';
import { planWalletCharge } from './plan-wallet-charge';
import { testMethodFor } from './supported-methods';
import { FAILURE_REASONS } from './test-inputs';

/*
 * The reference is derived from the idempotency key and is the ledger's primary key: however
 * many calls race with one key, one insert wins and every caller reads that same charge.
 */
export function referenceForIdempotencyKey(key: string): string {
  return `tp_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

function fingerprintOf(input: CreatePaymentInput): string {
  return JSON.stringify([input.methodId, input.paymentOption, input.amount, input.currency.toUpperCase(), input.orderCode]);
}

function assertValidInput(input: CreatePaymentInput): void {
  if (!Number.isInteger(input.amount) || input.amount < 1) throw new AppError('UNPROCESSABLE', 'A payment needs a positive amount in minor units.');
  if (!input.idempotencyKey || input.idempotencyKey.length > 255) throw new AppError('BAD_REQUEST', 'A payment needs an idempotency key of at most 255 characters.');
  if (!input.orderCode || input.orderCode.length > 64) throw new AppError('BAD_REQUEST', 'A payment needs the order code as its merchant reference.');
}

function sameRequestOr409(row: ChargeRow, input: CreatePaymentInput): PaymentResult {
  const details = row.details as { fingerprint?: unknown };
  if (details.fingerprint !== fingerprintOf(input)) {
    throw new AppError('CONFLICT', 'This idempotency key was already used for a different payment.');
  }
  return chargeResult(row);
}

async function planCharge(db: Db, context: PlanContext): Promise<ChargePlan> {
  switch (context.method.kind) {
    case 'card':
      return planCardCharge(db, context);
    case 'wallet':
      return planWalletCharge(context);
    case 'installments':
      return planInstallmentsCharge(context);
    case 'amazon_pay':
      return planAmazonPayCharge(context);
    case 'ach':
      return planAchCharge(context);
    case 'wire':
      return planWireCharge(context);
    case 'crypto':
      return planCryptoCharge(context);
  }
}

export async function createTestPayment(input: CreatePaymentInput, now: Date = new Date()): Promise<PaymentResult> {
  const method = testMethodFor(input.methodId, input.paymentOption, input.currency);
  if (!method) throw new AppError('UNPROCESSABLE', 'This payment method is not available for this currency.');
  assertValidInput(input);
  const db = getDb();
  const reference = referenceForIdempotencyKey(input.idempotencyKey);
  // No read first: a retry plans again (planning writes nothing), meets the existing row on the
  // insert below and answers that charge, so a new payment costs one query instead of two. A
  // retry whose plan is refused now (a card expired since) still answers the charge it made.
  let plan: ChargePlan;
  try {
    plan = await planCharge(db, { input, method, reference, now });
  } catch (error) {
    const earlier = await findCharge(db, reference);
    if (earlier) return sameRequestOr409(earlier, input);
    throw error;
  }
  const details: ChargeDetails = {
    idempotencyKey: input.idempotencyKey,
    fingerprint: fingerprintOf(input),
    paymentOption: input.paymentOption,
    returnPath: input.returnPath,
    capture: input.capture ?? 'automatic',
    displayLabel: plan.displayLabel,
    failureCode: plan.failureCode,
    failureReason: plan.failureCode ? FAILURE_REASONS[plan.failureCode] : null,
    nextAction: plan.nextAction,
    expiresAt: plan.expiresAt?.toISOString() ?? null,
    sequence: 0,
    card: plan.card,
    ach: plan.ach,
    crypto: plan.crypto,
    refunds: [],
  };
  const { row, created } = await insertChargeOnce(db, {
    reference,
    methodId: input.methodId,
    status: plan.status,
    amount: input.amount,
    currency: input.currency.toUpperCase(),
    capturedAmount: plan.capturedAmount,
    details,
    merchantReference: input.orderCode,
    createdAt: now,
    updatedAt: now,
  });
  return created ? chargeResult(row) : sameRequestOr409(row, input);
}
