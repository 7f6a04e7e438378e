import { defineEndpoint } from '@/lib/contracts/endpoint';
import { myOrdersQuerySchema, myOrdersSchema, orderParamsSchema, orderQuerySchema, orderViewSchema, savedCardsSchema } from './orders-schemas';

export const getOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/{code}',
  summary: 'One order, for /thank-you and the order page',
  description: 'The customer who placed it (token), or a guest with `access` (tracking token of POST /v1/orders/track) or the `access_key` of the place-order answer — the access of the invoice and the self-service actions. Anyone else gets 404, as for an order that does not exist.',
  tags: ['Orders'],
  auth: 'optional',
  params: orderParamsSchema,
  query: orderQuerySchema,
  response: orderViewSchema,
  errors: ['NOT_FOUND'],
});

export const myOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/orders',
  summary: 'The signed-in customer’s orders, newest first',
  description: 'Paginated (`page`, `limit`); `statuses` keeps only those main statuses.',
  tags: ['Orders'],
  auth: 'customer',
  query: myOrdersQuerySchema,
  response: myOrdersSchema,
});

export const mySavedCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/saved-cards',
  summary: 'Cards the customer saved at checkout (isSaveCreditCard)',
  description: 'Brand, last four digits and expiry; the card itself stays with the payment provider.',
  tags: ['Orders'],
  auth: 'customer',
  response: savedCardsSchema,
});
