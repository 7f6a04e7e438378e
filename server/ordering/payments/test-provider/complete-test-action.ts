import { AppError } from '@/server/http/app-error';
import type { PaymentFailureCode, PaymentResult } from '../payment-provider';
import { chargeResult } from './charge-result';
import { changeCharge } from './change-charge';
import { FAILURE_REASONS } from './test-inputs';

/**
 * The shopper comes back from a redirect step (3-D Secure, installments, Amazon review) with its
 * outcome. Only a charge still waiting for that step changes; answering again returns the charge
 * as it already is, so a reload of the return page changes nothing.
 */
export async function completeTestAction(reference: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<PaymentResult> {
  if (!['approve', 'fail', 'cancel'].includes(outcome)) throw new AppError('BAD_REQUEST', 'The outcome is approve, fail or cancel.');
  const { row } = await changeCharge(reference, (current, details) => {
    if (current.status !== 'requires_action') return { change: null };
    if (outcome === 'approve') {
      const manual = details.capture === 'manual' && details.card !== null;
      return {
        change: {
          status: manual ? 'authorized' : 'captured',
          capturedAmount: manual ? 0 : current.amount,
          details: { nextAction: null },
        },
      };
    }
    const failed: PaymentFailureCode = details.card ? 'authentication_failed' : 'payment_declined';
    const code: PaymentFailureCode = outcome === 'fail' ? failed : 'payment_canceled';
    return {
      change: {
        status: outcome === 'fail' ? 'failed' : 'canceled',
        // A card that failed its check is not kept for later payments.
        details: { nextAction: null, failureCode: code, failureReason: FAILURE_REASONS[code], card: details.card ? { ...details.card, token: null } : null },
      },
    };
  });
  return chargeResult(row);
}
