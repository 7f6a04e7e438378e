import { AppError } from '@/server/http/app-error';
import type { PaymentResult } from '../payment-provider';
import { chargeResult } from './charge-result';
import { changeCharge } from './change-charge';

/**
 * Refunds part or all of a captured charge. The total refunded never exceeds what was captured,
 * and a refund retried with its idempotency key is applied once.
 */
export async function refundTestPayment(reference: string, amount: number, idempotencyKey: string): Promise<PaymentResult> {
  if (!Number.isInteger(amount) || amount < 1) throw new AppError('UNPROCESSABLE', 'A refund needs a positive amount in minor units.');
  if (!idempotencyKey || idempotencyKey.length > 255) throw new AppError('BAD_REQUEST', 'A refund needs an idempotency key of at most 255 characters.');
  const { row } = await changeCharge(reference, (current, details) => {
    const earlier = details.refunds.find((refund) => refund.key === idempotencyKey);
    if (earlier) {
      if (earlier.amount !== amount) throw new AppError('CONFLICT', 'This idempotency key was already used for a different refund.');
      return { change: null };
    }
    if (current.status !== 'captured' && current.status !== 'partially_refunded') throw new AppError('CONFLICT', 'Only a captured payment can be refunded.');
    const refunded = current.refundedAmount + amount;
    if (refunded > current.capturedAmount) {
      throw new AppError('UNPROCESSABLE', `A refund of ${amount} exceeds what is left to refund (${current.capturedAmount - current.refundedAmount}).`);
    }
    return {
      change: {
        status: refunded === current.capturedAmount ? 'refunded' : 'partially_refunded',
        refundedAmount: refunded,
        details: { refunds: [...details.refunds, { key: idempotencyKey, amount }] },
      },
    };
  });
  return chargeResult(row);
}
