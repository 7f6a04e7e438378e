import { randomUUID } from 'node:crypto';
import type { CreatePaymentInput, PaymentInstrument } from '@/server/ordering/payments/payment-provider';

let orderNumber = 0;

/** A createPayment input with a fresh idempotency key and order code unless told otherwise. */
export function paymentInput(methodId: number, paymentOption: number, instrument: PaymentInstrument, overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  orderNumber += 1;
  return {
    methodId,
    paymentOption,
    amount: 129_900,
    currency: 'USD',
    orderCode: `DH-TEST-${orderNumber}-${randomUUID().slice(0, 8)}`,
    returnPath: '/thank-you',
    instrument,
    saveCard: false,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export const validCard = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', holder: 'Ada Lovelace' });
