import { z } from 'zod';

export const devSettleParamsSchema = z.object({
  reference: z.string().min(1).max(128).describe('The test gateway reference of a pending payment'),
});

export const devSettleBodySchema = z.object({
  outcome: z.enum(['succeed', 'fail', 'expire']).describe('What the simulated gateway does with the payment'),
});

export const devSettleResultSchema = z.object({
  reference: z.string(),
  status: z.string().describe('The payment status at the gateway after settlement'),
  deliveries: z.array(
    z.object({
      event_id: z.string(),
      type: z.string(),
      sequence: z.int(),
      http_status: z.int().describe('What the store answered to the signed webhook (0: not reached)'),
    }),
  ),
});
export type DevSettleResult = z.infer<typeof devSettleResultSchema>;

/** A charge waiting for the test gateway (ACH, wire, crypto), as the dev console's page reads it. */
export const pendingTestChargeSchema = z.object({
  reference: z.string(),
  orderCode: z.string(),
  methodId: z.int(),
  kind: z.enum(['ach', 'wire', 'crypto', 'other']),
  asset: z.string().nullable().describe('Crypto: the asset the quote asks for'),
  assetAmount: z.string().nullable().describe('Crypto: the amount of the asset'),
  amount: z.int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.string().nullable(),
});
export type PendingTestCharge = z.infer<typeof pendingTestChargeSchema>;
