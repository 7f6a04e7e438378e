import { CARD_GATEWAY_IDS, PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';

/* The name an invoice gives a gateway id (spec §9): the key under invoice.payment in mail.json.
 * Card gateways read as a card, whichever provider sits behind the id. */
const KEY_OF_METHOD: Readonly<Record<number, string>> = {
  [PAYMENT_METHOD.APPLE_PAY]: 'applePay',
  [PAYMENT_METHOD.GOOGLE_PAY]: 'googlePay',
  [PAYMENT_METHOD.PAY_IN_INSTALLMENTS]: 'installments',
  [PAYMENT_METHOD.AMAZON_PAY]: 'amazonPay',
  [PAYMENT_METHOD.AMAZON_PAY_V2]: 'amazonPay',
  [PAYMENT_METHOD.ACH]: 'ach',
  [PAYMENT_METHOD.WIRE]: 'wire',
  [PAYMENT_METHOD.SOLANA]: 'crypto',
  [PAYMENT_METHOD.CRYPTO]: 'crypto',
  [PAYMENT_METHOD.ETH]: 'crypto',
};

export function paymentMethodKey(methodId: number, paymentOption: number): string {
  const named = KEY_OF_METHOD[methodId];
  if (named) return named;
  if (CARD_GATEWAY_IDS.has(methodId) && paymentOption === PAYMENT_OPTION.CREDIT_CARD) return 'card';
  if (paymentOption === PAYMENT_OPTION.MONTHLY_PAYMENTS) return 'installments';
  return 'other';
}
