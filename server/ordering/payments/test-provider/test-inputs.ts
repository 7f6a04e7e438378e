import type { PaymentFailureCode } from '../payment-provider';

/*
 * The documented test inputs (docs/payments-test-inputs.md): what each one makes the test
 * gateway do. Any other Luhn-valid card number succeeds, as with real gateways' sandboxes.
 */

export type CardBehavior = 'succeed' | 'decline' | 'insufficient_funds' | 'redirect';

export const TEST_CARDS = {
  SUCCESS: '4242424242424242',
  DECLINED: '4000000000000002',
  INSUFFICIENT_FUNDS: '4000000000009995',
  REDIRECT: '4000002760003184',
} as const;

const BEHAVIOR_OF_CARD: Readonly<Record<string, CardBehavior>> = {
  [TEST_CARDS.DECLINED]: 'decline',
  [TEST_CARDS.INSUFFICIENT_FUNDS]: 'insufficient_funds',
  [TEST_CARDS.REDIRECT]: 'redirect',
};

export function cardBehaviorOf(digits: string): CardBehavior {
  return BEHAVIOR_OF_CARD[digits] ?? 'succeed';
}

export const TEST_WALLET_TOKENS = { APPLE_PAY: 'tok_applepay_success', GOOGLE_PAY: 'tok_googlepay_success' } as const;
export const WALLET_DECLINED_SUFFIX = '_declined';

/** The one routing number the test bank answers to, and the account whose debit bounces. */
export const TEST_ACH_ROUTING_NUMBER = '110000000';
export const TEST_ACH_FAILING_ACCOUNT = '000111111116';
export const ACH_SETTLEMENT_DAYS = 3;

/** Deterministic bank details shown for wire transfers. */
export const TEST_WIRE_ACCOUNT = {
  bank_name: 'Deskhaus Test Bank',
  account_holder: 'Deskhaus Inc.',
  account_number: '000123456789',
  routing_number: '110000000',
  iban: 'GB33BUKB20201555555555',
  swift: 'DHTBUS33',
} as const;
export const WIRE_DEADLINE_DAYS = 7;

export const FAILURE_REASONS: Readonly<Record<PaymentFailureCode, string>> = {
  incorrect_number: 'Your card number is incorrect.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'The card could not be verified, so the payment was not made.',
  unknown_saved_card: 'This saved card is no longer available.',
  invalid_wallet_token: 'The wallet could not confirm this payment.',
  wallet_declined: 'Your wallet declined the payment.',
  amount_out_of_range: 'Pay in installments is available for orders from 50.00 to 30,000.00.',
  invalid_bank_account: 'The bank account details are not valid.',
  bank_debit_failed: 'Your bank refused the debit.',
  invalid_crypto_asset: 'This crypto asset is not accepted for this method.',
  missing_instrument: 'Payment details are missing.',
  payment_declined: 'The payment was declined.',
  payment_expired: 'The payment was not completed in time.',
  payment_canceled: 'The payment was canceled.',
};
