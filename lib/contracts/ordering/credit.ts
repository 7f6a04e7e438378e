import { defineEndpoint } from '@/lib/contracts/endpoint';
import { z } from 'zod';
import { queryInt } from '@/lib/contracts/query-schemas';
import { creditBalancesSchema, creditHistorySchema } from './credit-schemas';

export const myCreditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/credit',
  summary: 'The signed-in customer’s store credit, per currency',
  description: 'The balance is the sum of the credit ledger (grants, spending on orders, credit given back when a payment fails).',
  tags: ['Store credit'],
  auth: 'customer',
  response: creditBalancesSchema,
});

export const myCreditHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/credit-history',
  summary: 'The signed-in customer’s store credit history, newest first',
  description: 'Every movement of the credit ledger: refunds, rewards, exchanges to points, spending on orders. Paged; optionally one currency.',
  tags: ['Store credit'],
  auth: 'customer',
  query: z.object({
    page: queryInt({ min: 1, max: 10_000 }).default(1),
    limit: queryInt({ min: 1, max: 50 }).default(10),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, { error: 'A currency is a three-letter code.' })
      .transform((value) => value.toUpperCase())
      .optional(),
  }),
  response: creditHistorySchema,
});
