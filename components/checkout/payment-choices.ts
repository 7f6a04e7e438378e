import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { CARD_GATEWAY_IDS, PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';

/** What the shopper fills in for a method: it decides the fields shown and the body sent. */
export type PaymentKind = 'card' | 'apple_pay' | 'google_pay' | 'installments' | 'amazon_pay' | 'ach' | 'wire' | 'crypto' | 'other';

/** A payment method the checkout state offers (lib/contracts/ordering/checkout-schemas.ts). */
export type PaymentOffer = CheckoutState['payment_methods'][number];

export type PaymentChoice = PaymentOffer & {
  /** Stable id for the radio group: "13-0". */
  id: string;
  kind: PaymentKind;
  /** Key under `payment.` in checkout.json. */
  labelKey: string;
};

function kindOf(offer: PaymentOffer): { kind: PaymentKind; labelKey: string } {
  switch (offer.method_id) {
    case PAYMENT_METHOD.APPLE_PAY:
      return { kind: 'apple_pay', labelKey: 'applePay' };
    case PAYMENT_METHOD.GOOGLE_PAY:
      return { kind: 'google_pay', labelKey: 'googlePay' };
    case PAYMENT_METHOD.PAY_IN_INSTALLMENTS:
      return { kind: 'installments', labelKey: 'installments' };
    case PAYMENT_METHOD.AMAZON_PAY:
    case PAYMENT_METHOD.AMAZON_PAY_V2:
      return { kind: 'amazon_pay', labelKey: 'amazonPay' };
    case PAYMENT_METHOD.ACH:
      return { kind: 'ach', labelKey: 'ach' };
    case PAYMENT_METHOD.WIRE:
      return { kind: 'wire', labelKey: 'wire' };
    case PAYMENT_METHOD.SOLANA:
      return { kind: 'crypto', labelKey: 'solana' };
    case PAYMENT_METHOD.CRYPTO:
    case PAYMENT_METHOD.ETH:
      return { kind: 'crypto', labelKey: 'crypto' };
    default:
      if (CARD_GATEWAY_IDS.has(offer.method_id) && offer.payment_option === PAYMENT_OPTION.CREDIT_CARD) return { kind: 'card', labelKey: 'card' };
      return { kind: 'other', labelKey: 'other' };
  }
}

/**
 * The methods the server offers for this cart, in the order it gives, without any the page
 * cannot take (an unknown method would have no fields to fill in).
 */
export function paymentChoices(offers: readonly PaymentOffer[]): PaymentChoice[] {
  return offers
    .map((offer) => ({ ...offer, id: `${offer.method_id}-${offer.payment_option}`, ...kindOf(offer) }))
    .filter((choice) => choice.kind !== 'other');
}

/** Solana is one asset; other crypto methods let the shopper pick among the assets offered. */
export function cryptoAssetsOf(choice: PaymentChoice): string[] {
  if (choice.method_id === PAYMENT_METHOD.SOLANA && choice.assets.length === 0) return ['SOL'];
  return choice.assets;
}
