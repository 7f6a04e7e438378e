import type { PaymentProvider } from '@/server/ordering/payments/payment-provider';
import { getPaymentProvider } from '@/server/ordering/payments/get-payment-provider';

/*
 * The provider the checkout talks to. Tests that need a gateway to misbehave (time out, answer
 * late) swap it for one run; everything else gets the configured provider.
 */
let override: PaymentProvider | undefined;

export function checkoutPaymentProvider(): PaymentProvider {
  return override ?? getPaymentProvider();
}

export function replaceCheckoutPaymentProvider(provider: PaymentProvider | undefined): void {
  override = provider;
}

/** The "provider" of orders paid in full with store credit: nothing to ask anyone. */
export const STORE_CREDIT_PROVIDER = 'store_credit';
