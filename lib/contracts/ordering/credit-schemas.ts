import { z } from 'zod';

export const creditBalancesSchema = z.object({
  balances: z
    .array(z.object({ currency: z.string().length(3), amount: z.int().describe('Minor units') }))
    .describe('Store credit held per currency; currencies with no entries are left out.'),
});
export type CreditBalances = z.output<typeof creditBalancesSchema>;

/** Why credit moved, as the history shows it (the ledger's reasons, grouped for shoppers). */
export const CREDIT_HISTORY_KINDS = ['refund', 'reward', 'exchange', 'spending', 'released', 'grant'] as const;
export type CreditHistoryKind = (typeof CREDIT_HISTORY_KINDS)[number];

export const creditHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.int(),
      currency: z.string().length(3),
      amount: z.int().describe('Minor units: positive when credit came in, negative when it was spent or exchanged'),
      kind: z.enum(CREDIT_HISTORY_KINDS).describe('refund, reward (reward codes and referrals), exchange (to points), spending (on an order), released (given back when a payment failed), grant (by the store)'),
      order_code: z.string().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
});
export type CreditHistory = z.output<typeof creditHistorySchema>;
