import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider, TEST_PROVIDER_NAME } from './test-provider/test-payment-provider';

/* Real gateways would register here; PAYMENT_PROVIDER picks one (default: the built-in test provider). */
const FACTORIES: Readonly<Record<string, () => PaymentProvider>> = {
  [TEST_PROVIDER_NAME]: createTestPaymentProvider,
};

let current: { name: string; provider: PaymentProvider } | undefined;

export function getPaymentProvider(): PaymentProvider {
  const name = (process.env.PAYMENT_PROVIDER || TEST_PROVIDER_NAME).trim().toLowerCase();
  if (current?.name === name) return current.provider;
  const factory = FACTORIES[name];
  // A misconfigured server must not take orders it cannot charge.
  if (!factory) throw new Error(`PAYMENT_PROVIDER=${name} is not a known payment provider (known: ${Object.keys(FACTORIES).join(', ')}).`);
  current = { name, provider: factory() };
  return current.provider;
}
