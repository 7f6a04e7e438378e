import { codeLookup } from './code-lookup';

/** Payment option codes of spec §9: what the shopper picks at checkout, before a gateway is chosen. */
export const PAYMENT_OPTION = {
  CREDIT_CARD: 0,
  MONTHLY_PAYMENTS: 1,
  ACH: 2,
  WIRE: 3,
  SOLANA: 4,
  CRYPTO: 5,
} as const;

export type PaymentOptionName = keyof typeof PAYMENT_OPTION;
export type PaymentOption = (typeof PAYMENT_OPTION)[PaymentOptionName];

const lookup = codeLookup(PAYMENT_OPTION);
export const PAYMENT_OPTION_NAMES = lookup.names;
export const PAYMENT_OPTION_CODES = lookup.codes;
export const paymentOptionName: (code: unknown) => PaymentOptionName | undefined = lookup.nameOf;
export const paymentOptionCode: (name: unknown) => PaymentOption | undefined = lookup.codeOf;
export const isPaymentOption: (value: unknown) => value is PaymentOption = lookup.isCode;
