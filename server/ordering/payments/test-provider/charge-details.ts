import { z } from 'zod';
import type { PaymentNextAction } from '@/server/db/schema/ordering/payments';
import type { PaymentFailureCode } from '../payment-provider';

/*
 * What the test gateway keeps about a charge, in test_provider_charges.details (jsonb). Read
 * back through this schema, so a row written by an older version fails loudly, not silently.
 */

const nextActionSchema = z.custom<PaymentNextAction>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string',
);

const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  behavior: z.enum(['succeed', 'decline', 'insufficient_funds', 'redirect']),
  /** Set when the shopper asked to save the card: what pays with it later. */
  token: z.string().nullable(),
});

export const chargeDetailsSchema = z.object({
  idempotencyKey: z.string(),
  /** Same key, different request: refused, like real gateways do. */
  fingerprint: z.string(),
  paymentOption: z.int(),
  returnPath: z.string(),
  capture: z.enum(['automatic', 'manual']),
  displayLabel: z.string(),
  failureCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  nextAction: nextActionSchema.nullable(),
  expiresAt: z.string().nullable(),
  /** Last event sequence number the gateway used for this charge. */
  sequence: z.int(),
  card: cardSchema.nullable(),
  ach: z.object({ accountLast4: z.string(), failsAtSettlement: z.boolean() }).nullable(),
  crypto: z.object({ asset: z.enum(['ETH', 'USDC', 'SOL']), confirmationsRequired: z.int() }).nullable(),
  refunds: z.array(z.object({ key: z.string(), amount: z.int() })),
});

export type ChargeDetails = z.infer<typeof chargeDetailsSchema>;
export type StoredCard = z.infer<typeof cardSchema>;

export function parseChargeDetails(value: unknown): ChargeDetails {
  return chargeDetailsSchema.parse(value);
}

export function failureCodeOf(details: ChargeDetails): PaymentFailureCode | null {
  return (details.failureCode as PaymentFailureCode | null) ?? null;
}
