import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { paymentMethodsOf } from '@/server/accounts/payment-methods-by-country';
import type { PaymentProvider } from '@/server/ordering/payments/payment-provider';

/*
 * The ways to pay a checkout offers: the store country's methods (payment setting), then wire
 * and crypto, which every store takes; each kept only where the provider takes it in the cart's
 * currency (installments in USD and CAD, ACH in USD...).
 */

const OPTION_OF: Readonly<Record<number, number>> = {
  [PAYMENT_METHOD.PAY_IN_INSTALLMENTS]: PAYMENT_OPTION.MONTHLY_PAYMENTS,
  [PAYMENT_METHOD.ACH]: PAYMENT_OPTION.ACH,
  [PAYMENT_METHOD.WIRE]: PAYMENT_OPTION.WIRE,
  [PAYMENT_METHOD.SOLANA]: PAYMENT_OPTION.SOLANA,
  [PAYMENT_METHOD.CRYPTO]: PAYMENT_OPTION.CRYPTO,
  [PAYMENT_METHOD.ETH]: PAYMENT_OPTION.CRYPTO,
};

const ASSETS_OF: Readonly<Record<number, string[]>> = {
  [PAYMENT_METHOD.CRYPTO]: ['ETH', 'USDC'],
  [PAYMENT_METHOD.ETH]: ['ETH'],
  [PAYMENT_METHOD.SOLANA]: ['SOL'],
};

const EVERY_STORE = [PAYMENT_METHOD.WIRE, PAYMENT_METHOD.CRYPTO, PAYMENT_METHOD.SOLANA];

export interface PaymentMethodOffer {
  method_id: number;
  payment_option: number;
  assets: string[];
}

export function paymentOptionOf(methodId: number): number {
  return OPTION_OF[methodId] ?? PAYMENT_OPTION.CREDIT_CARD;
}

export function paymentMethodOffers(provider: PaymentProvider, country: string, currency: string): PaymentMethodOffer[] {
  const ids = [...new Set<number>([...paymentMethodsOf(country), ...EVERY_STORE])];
  return ids
    .map((id) => ({ method_id: id, payment_option: paymentOptionOf(id), assets: ASSETS_OF[id] ?? [] }))
    .filter((offer) => provider.supports(offer.method_id, offer.payment_option, currency));
}
