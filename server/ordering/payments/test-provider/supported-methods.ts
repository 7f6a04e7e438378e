import { PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';

/*
 * Which gateway ids the store is configured for, under which payment option and in which
 * currencies (spec §9). Ids the store does not offer (1, 4, 7, 10, 12, 15, 20, 25) are absent.
 */

const STORE_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AED'] as const;

export type TestMethodKind = 'card' | 'wallet' | 'installments' | 'amazon_pay' | 'ach' | 'wire' | 'crypto';

export interface TestMethod {
  kind: TestMethodKind;
  paymentOption: number;
  currencies: readonly string[];
  /** Crypto methods: the assets they take, the first one being the default. */
  assets?: readonly CryptoAsset[];
}

export type CryptoAsset = 'ETH' | 'USDC' | 'SOL';

/** Pay in installments: amounts it takes, in minor units (the same in USD and CAD). */
export const INSTALLMENTS_MIN_AMOUNT = 5_000;
export const INSTALLMENTS_MAX_AMOUNT = 3_000_000;

export const TEST_METHODS: Readonly<Record<number, TestMethod>> = {
  [PAYMENT_METHOD.CARD_GATEWAY]: { kind: 'card', paymentOption: PAYMENT_OPTION.CREDIT_CARD, currencies: STORE_CURRENCIES },
  [PAYMENT_METHOD.APPLE_PAY]: { kind: 'wallet', paymentOption: PAYMENT_OPTION.CREDIT_CARD, currencies: STORE_CURRENCIES },
  [PAYMENT_METHOD.GOOGLE_PAY]: { kind: 'wallet', paymentOption: PAYMENT_OPTION.CREDIT_CARD, currencies: STORE_CURRENCIES },
  [PAYMENT_METHOD.PAY_IN_INSTALLMENTS]: { kind: 'installments', paymentOption: PAYMENT_OPTION.MONTHLY_PAYMENTS, currencies: ['USD', 'CAD'] },
  [PAYMENT_METHOD.AMAZON_PAY]: { kind: 'amazon_pay', paymentOption: PAYMENT_OPTION.CREDIT_CARD, currencies: ['USD', 'GBP', 'EUR'] },
  [PAYMENT_METHOD.AMAZON_PAY_V2]: { kind: 'amazon_pay', paymentOption: PAYMENT_OPTION.CREDIT_CARD, currencies: ['USD', 'GBP', 'EUR'] },
  [PAYMENT_METHOD.ACH]: { kind: 'ach', paymentOption: PAYMENT_OPTION.ACH, currencies: ['USD'] },
  [PAYMENT_METHOD.WIRE]: { kind: 'wire', paymentOption: PAYMENT_OPTION.WIRE, currencies: STORE_CURRENCIES },
  [PAYMENT_METHOD.CRYPTO]: { kind: 'crypto', paymentOption: PAYMENT_OPTION.CRYPTO, currencies: STORE_CURRENCIES, assets: ['ETH', 'USDC'] },
  [PAYMENT_METHOD.ETH]: { kind: 'crypto', paymentOption: PAYMENT_OPTION.CRYPTO, currencies: STORE_CURRENCIES, assets: ['ETH'] },
  [PAYMENT_METHOD.SOLANA]: { kind: 'crypto', paymentOption: PAYMENT_OPTION.SOLANA, currencies: STORE_CURRENCIES, assets: ['SOL'] },
};

export function testMethodFor(methodId: number, paymentOption: number, currency: string): TestMethod | null {
  const method = TEST_METHODS[methodId];
  if (!method || method.paymentOption !== paymentOption || !method.currencies.includes(currency.toUpperCase())) return null;
  return method;
}
