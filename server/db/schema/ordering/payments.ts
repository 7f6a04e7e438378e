import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../accounts/customers';
import { orders } from './orders';

/*
 * Payments behind the provider interface (server/ordering/payments). A payment belongs to one order
 * attempt; its status moves only forward (see server/ordering/payments/payment-status.ts) so a webhook
 * delivered twice or late changes nothing.
 */

export type PaymentStatus =
  | 'requires_action'
  | 'pending'
  | 'authorized'
  | 'captured'
  | 'failed'
  | 'expired'
  | 'canceled'
  | 'refunded'
  | 'partially_refunded';

/** What the shopper must do next: a redirect step, or instructions for a pending method. */
export type PaymentNextAction =
  | { type: 'redirect'; url: string }
  | { type: 'bank_transfer'; bank_name: string; account_holder: string; account_number: string; routing_number: string; iban: string; swift: string; reference: string; amount: number; currency: string }
  | { type: 'ach_debit'; bank_name: string; account_last4: string; expected_settlement_days: number }
  | { type: 'crypto'; asset: string; network: string; address: string; amount: string; expires_at: string; confirmations_required: number; confirmations: number };

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'test' for the built-in provider; real gateways get their own name. */
    provider: varchar('provider', { length: 32 }).notNull(),
    /** The provider's id of this payment (unique per provider). */
    providerReference: varchar('provider_reference', { length: 128 }).notNull(),
    methodId: integer('method_id').notNull(),
    paymentOption: integer('payment_option').notNull(),
    status: varchar('status', { length: 24 }).$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    nextAction: jsonb('next_action').$type<PaymentNextAction>(),
    /** Card brand and last four digits, or the wallet / bank shown on receipts. */
    displayLabel: varchar('display_label', { length: 64 }).notNull().default(''),
    /**
     * Cards only: a keyed hash of brand, last 4 and expiry (never the number), the same for every
     * payment with one card; the referral programme compares it (decision 0050).
     */
    cardFingerprint: varchar('card_fingerprint', { length: 64 }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.status, t.updatedAt),
    index('payments_card_fingerprint_idx').on(t.cardFingerprint),
    check('payments_amounts_check', sql`${t.amount} >= 0 and ${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount}`),
  ],
);

/** Webhook deliveries, by the provider's event id: a second delivery is recognised and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  provider: varchar('provider', { length: 32 }).notNull(),
  eventId: varchar('event_id', { length: 128 }).notNull(),
  type: varchar('type', { length: 64 }).notNull(),
  providerReference: varchar('provider_reference', { length: 128 }).notNull(),
  payload: jsonb('payload').notNull(),
  /** What processing did: 'applied', 'ignored_stale', 'ignored_unknown'. */
  outcome: varchar('outcome', { length: 32 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('payment_webhook_events_key').on(t.provider, t.eventId)]);

/** Cards a customer chose to keep (isSaveCreditCard): only the provider's token, never the number. */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerToken: varchar('provider_token', { length: 128 }).notNull(),
    brand: varchar('brand', { length: 24 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_payment_methods_token_key').on(t.provider, t.providerToken), index('saved_payment_methods_customer_idx').on(t.customerId)],
);

/**
 * The built-in test provider's own ledger: what "the gateway" knows, kept apart from our payments
 * table and written in its own transaction, as an outside provider would be. Reconciliation
 * compares the two, which is how a charge captured just before a crash finds its order again.
 */
export const testProviderCharges = pgTable(
  'test_provider_charges',
  {
    reference: varchar('reference', { length: 128 }).primaryKey(),
    methodId: integer('method_id').notNull(),
    status: varchar('status', { length: 24 }).$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Card token, wallet token, crypto quote: whatever the method needs. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Our order code, as merchants pass a reference to real gateways. */
    merchantReference: varchar('merchant_reference', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_provider_charges_merchant_idx').on(t.merchantReference)],
);

/** Store credit (spec §3 appliedCreditAmount): a ledger per customer and currency; the balance is the sum. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Positive: credit granted or given back; negative: spent on an order. Minor units. */
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_credit_entries_customer_idx').on(t.customerId, t.currency)],
);
