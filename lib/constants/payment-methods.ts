import { codeLookup } from './code-lookup';

/**
 * Payment method (gateway) ids of spec §9. The spec names some only by role; those get role
 * names here (CARD, ONLINE_WALLET, PAY_IN_INSTALLMENTS, CARD_GATEWAY) so no code pretends to know
 * which provider sits behind an id. The ids are the contract; names may be refined.
 */
export const PAYMENT_METHOD = {
  CARD: 1,
  ONLINE_WALLET: 4,
  PAY_IN_INSTALLMENTS: 5,
  TRANSAX: 7,
  ETH: 9,
  CHECK_OUT: 10,
  ALIPAY: 12,
  CARD_GATEWAY: 13,
  AUTHORIZE: 15,
  AMAZON_PAY: 16,
  ACH: 17,
  APPLE_PAY: 18,
  GOOGLE_PAY: 19,
  INCOGNITO: 20,
  WIRE: 21,
  SOLANA: 22,
  CRYPTO: 23,
  AMAZON_PAY_V2: 24,
  CHECK_OUT_V2: 25,
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHOD;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[PaymentMethodName];

/** Gateways that take a card (payment option 0): shown and named as "card", whichever provider. */
export const CARD_GATEWAY_IDS: ReadonlySet<number> = new Set([
  PAYMENT_METHOD.CARD,
  PAYMENT_METHOD.TRANSAX,
  PAYMENT_METHOD.CHECK_OUT,
  PAYMENT_METHOD.CARD_GATEWAY,
  PAYMENT_METHOD.AUTHORIZE,
  PAYMENT_METHOD.CHECK_OUT_V2,
]);

/** Spec §3 checkout state: the gateway defaults to the card gateway (id 13). */
export const DEFAULT_PAYMENT_GATEWAY_ID: PaymentMethodId = PAYMENT_METHOD.CARD_GATEWAY;

const lookup = codeLookup(PAYMENT_METHOD);
export const PAYMENT_METHOD_NAMES = lookup.names;
export const PAYMENT_METHOD_IDS = lookup.codes;
export const paymentMethodName: (id: unknown) => PaymentMethodName | undefined = lookup.nameOf;
export const paymentMethodId: (name: unknown) => PaymentMethodId | undefined = lookup.codeOf;
export const isPaymentMethodId: (value: unknown) => value is PaymentMethodId = lookup.isCode;
