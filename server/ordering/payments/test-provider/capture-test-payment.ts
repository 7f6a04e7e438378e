import { AppError } from '@/server/http/app-error';
import type { PaymentResult } from '../payment-provider';
import { chargeResult } from './charge-result';
import { changeCharge } from './change-charge';

/** Captures an authorized charge (manual capture); capturing a captured charge again changes nothing. */
export async function captureTestPayment(reference: string, amount: number): Promise<PaymentResult> {
  if (!Number.isInteger(amount) || amount < 1) throw new AppError('UNPROCESSABLE', 'A capture needs a positive amount in minor units.');
  const { row } = await changeCharge(reference, (current) => {
    if (current.status === 'captured' && current.capturedAmount === amount) return { change: null };
    if (current.status !== 'authorized') throw new AppError('CONFLICT', 'Only an authorized payment can be captured.');
    if (amount > current.amount) throw new AppError('UNPROCESSABLE', 'A capture cannot exceed the authorized amount.');
    return { change: { status: 'captured', capturedAmount: amount } };
  });
  return chargeResult(row);
}
