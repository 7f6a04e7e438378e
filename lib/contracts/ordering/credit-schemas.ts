import { z } from 'zod';

export const creditBalancesSchema = z.object({
  balances: z
    .array(z.object({ currency: z.string().length(3), amount: z.int().describe('Minor units') }))
    .describe('Store credit held per currency; currencies with no entries are left out.'),
});
export type CreditBalances = z.output<typeof creditBalancesSchema>;
