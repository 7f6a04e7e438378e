import { defineEndpoint } from '@/lib/contracts/endpoint';
import { operatorOrderBodySchema, operatorOrderResultSchema } from './operator-orders-schemas';

export const placeOperatorOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/orders',
  summary: 'Place an order on a brand’s behalf (operators), paid by wire transfer',
  description:
    'Goes through the shoppers’ checkout (cart, address, shipping, place order): stock is held, totals and tax computed, the confirmation and bank details mailed to the customer. ' +
    'Every item must be one of the brand’s products. The order is marked as placed by the operator for the brand and listed at /brand/admin-orders. ' +
    'Needs an Idempotency-Key header: the same key answers the same order.',
  tags: ['Brand orders'],
  auth: 'admin',
  body: operatorOrderBodySchema,
  response: operatorOrderResultSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});
