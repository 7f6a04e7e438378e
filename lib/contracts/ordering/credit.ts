import { defineEndpoint } from '@/lib/contracts/endpoint';
import { creditBalancesSchema } from './credit-schemas';

export const myCreditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/credit',
  summary: 'The signed-in customer’s store credit, per currency',
  description: 'The balance is the sum of the credit ledger (grants, spending on orders, credit given back when a payment fails).',
  tags: ['Store credit'],
  auth: 'customer',
  response: creditBalancesSchema,
});
