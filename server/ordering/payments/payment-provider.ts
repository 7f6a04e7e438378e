import type { PaymentNextAction, PaymentStatus } from '@/server/db/schema/ordering/payments';

/*
 * The one interface every payment gateway sits behind (design §5). The checkout talks only to
 * this; the built-in test provider (test-provider/) implements every method of spec §9, and a
 * real gateway (Adyen, Affirm, Amazon Pay, a crypto processor) would be another implementation.
 * Providers never touch our orders tables: they answer what happened, the checkout records it.
 */

export interface PaymentInstrument {
  /** Raw card fields exist only for the test provider (a real one tokenises in the browser). */
  card?: { number: string; expMonth: number; expYear: number; cvc: string; holder: string };
  /** A token from an earlier payment the customer saved. */
  savedCardToken?: string;
  walletToken?: string;
  bankAccount?: { accountNumber: string; routingNumber: string; holder: string };
  cryptoAsset?: string;
}

export interface CreatePaymentInput {
  methodId: number;
  paymentOption: number;
  amount: number;
  currency: string;
  /** Our order code, passed as the merchant reference. */
  orderCode: string;
  /** Where the shopper comes back to after a redirect step (absolute path on this site). */
  returnPath: string;
  instrument: PaymentInstrument;
  saveCard: boolean;
  /** Idempotency key for the provider call: the same key never charges twice. */
  idempotencyKey: string;
  /**
   * Cards and wallets: 'automatic' (default) captures at once; 'manual' stops at authorized
   * until capture() is called. Other methods always capture when they settle.
   */
  capture?: 'automatic' | 'manual';
}

/** Why a payment failed, for the shopper's message in their language (failureReason is English). */
export type PaymentFailureCode =
  | 'incorrect_number'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'card_declined'
  | 'insufficient_funds'
  | 'authentication_failed'
  | 'unknown_saved_card'
  | 'invalid_wallet_token'
  | 'wallet_declined'
  | 'amount_out_of_range'
  | 'invalid_bank_account'
  | 'bank_debit_failed'
  | 'invalid_crypto_asset'
  | 'missing_instrument'
  | 'payment_declined'
  | 'payment_expired'
  | 'payment_canceled';

export interface PaymentResult {
  reference: string;
  status: PaymentStatus;
  capturedAmount: number;
  nextAction: PaymentNextAction | null;
  displayLabel: string;
  failureReason: string | null;
  /** Cards: the same value for every payment with one card (card-fingerprint.ts); never the number. */
  cardFingerprint?: string | null;
  failureCode?: PaymentFailureCode | null;
  /** What was asked for (the test provider fills these; reconciliation needs them). */
  methodId?: number;
  paymentOption?: number;
  amount?: number;
  currency?: string;
  refundedAmount?: number;
  orderCode?: string;
  /** When the shopper asked to save the card and the provider tokenised it. */
  savedCard?: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
  /** Pending methods: when the provider gives up waiting (quote expiry, transfer deadline). */
  expiresAt?: Date;
}

export interface PaymentEvent {
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.expired' | 'payment.refunded' | 'payment.confirmation';
  reference: string;
  /** Provider-side order of events for one payment, so a late, older event is recognised. */
  sequence: number;
  amount: number;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: string;
  /** Which method ids and payment options it can take, per currency. */
  supports(methodId: number, paymentOption: number, currency: string): boolean;
  /** Creates and, where the method allows, authorizes and captures at once. */
  createPayment(input: CreatePaymentInput): Promise<PaymentResult>;
  /** Completes a redirect step (3-D Secure, installments, Amazon review) with its outcome. */
  completeAction(reference: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<PaymentResult>;
  capture(reference: string, amount: number): Promise<PaymentResult>;
  refund(reference: string, amount: number, idempotencyKey: string): Promise<PaymentResult>;
  /** The provider's current view of a payment (reconciliation). */
  retrieve(reference: string): Promise<PaymentResult | null>;
  /** References the provider holds for one of our order codes (reconciliation after a crash). */
  listByOrderCode(orderCode: string): Promise<PaymentResult[]>;
  /** Verifies a webhook's signature and parses it; throws when the signature is wrong or stale. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
