import { getDb } from '@/server/db/client';
import type { PaymentProvider } from '../payment-provider';
import { captureTestPayment } from './capture-test-payment';
import { chargeResult } from './charge-result';
import { completeTestAction } from './complete-test-action';
import { createTestPayment } from './create-test-payment';
import { findCharge, listChargesByMerchantReference } from './repository';
import { refundTestPayment } from './refund-test-payment';
import { testMethodFor } from './supported-methods';
import { verifyTestWebhook } from './webhook-signature';
import { testWebhookSecret } from './webhook-secret';

export const TEST_PROVIDER_NAME = 'test';

/** The built-in gateway: every method of spec §9 with documented test inputs (docs/payments-test-inputs.md). */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: TEST_PROVIDER_NAME,
    supports: (methodId, paymentOption, currency) => testMethodFor(methodId, paymentOption, currency) !== null,
    createPayment: (input) => createTestPayment(input),
    completeAction: completeTestAction,
    capture: captureTestPayment,
    refund: refundTestPayment,
    retrieve: async (reference) => {
      const row = await findCharge(getDb(), reference);
      return row ? chargeResult(row) : null;
    },
    listByOrderCode: async (orderCode) => (await listChargesByMerchantReference(getDb(), orderCode)).map(chargeResult),
    parseWebhook: (rawBody, headers) => verifyTestWebhook(rawBody, headers, { secret: testWebhookSecret() }),
  };
}
