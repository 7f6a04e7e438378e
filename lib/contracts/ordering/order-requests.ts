import { defineEndpoint } from '@/lib/contracts/endpoint';
import { orderActionAnswerSchema } from './order-action-answer-schemas';
import {
  cancelOrderBodySchema,
  cancelPackageBodySchema,
  changeAddressBodySchema,
  changeShippingDateBodySchema,
  lateRefundBodySchema,
  myOrderRequestsQuerySchema,
  myOrderRequestsSchema,
  orderActionParamsSchema,
  orderActionQuerySchema,
  requestParamsSchema,
  requestReturnBodySchema,
  returnDecisionBodySchema,
} from './order-requests-schemas';

/* Shopper self-service (ADR 0015): the signed-in owner, or a guest with `access` (POST /v1/orders/track)
 * or the checkout's `access_key`. Anyone else gets 404, as for an order that does not exist. Each
 * answers the order as GET /v1/orders/tracking/{code} shows it, and the request it made. */

const shopperAction = {
  tags: ['Order self-service'],
  auth: 'optional' as const,
  params: orderActionParamsSchema,
  query: orderActionQuerySchema,
  response: orderActionAnswerSchema,
};

export const cancelOrderEndpoint = defineEndpoint({
  ...shopperAction,
  method: 'POST',
  path: '/v1/orders/{code}/cancel',
  summary: 'Cancel the whole order while nothing has shipped',
  description: 'NEW or HOLD orders only. Lines and waiting packages are cancelled, the stock goes back, and everything paid is refunded: store credit first, then the payment.',
  body: cancelOrderBodySchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const cancelPackageEndpoint = defineEndpoint({
  ...shopperAction,
  method: 'POST',
  path: '/v1/orders/{code}/cancel-package',
  summary: 'Cancel one vendor’s unshipped lines',
  description: 'Its package waiting for a label is cancelled too. The order becomes CANCEL when nothing is left, else follows its shipped lines.',
  body: cancelPackageBodySchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const changeShippingDateEndpoint = defineEndpoint({
  ...shopperAction,
  method: 'POST',
  path: '/v1/orders/{code}/shipping-date',
  summary: 'Pick another ship date (freight, white glove)',
  description: 'While nothing has shipped; the date must be one of `actions.change_shipping_date.dates`.',
  body: changeShippingDateBodySchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const changeAddressEndpoint = defineEndpoint({
  ...shopperAction,
  method: 'POST',
  path: '/v1/orders/{code}/address',
  summary: 'Change where the unshipped lines go',
  description: 'Shipped packages keep their address. Same country only, and same state/province where sales tax was added (422 otherwise: cancel and order again).',
  body: changeAddressBodySchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const requestReturnEndpoint = defineEndpoint({
  ...shopperAction,
  method: 'POST',
  path: '/v1/orders/{code}/returns',
  summary: 'Return a delivered item within 30 days',
  description: 'The line goes IN_RETURN_REVIEW (6) until operations decide; a delivered order goes IN_RETURN_REVIEW (12) meanwhile.',
  body: requestReturnBodySchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const myOrderRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/me/order-requests',
  summary: 'The signed-in customer’s cancel, change and return requests, newest first',
  description: 'Paginated (`page`, `limit`), optionally one `status`. Guest requests show on the order’s tracking view instead.',
  tags: ['Order self-service'],
  auth: 'customer',
  query: myOrderRequestsQuerySchema,
  response: myOrderRequestsSchema,
});

export const decideReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/order-requests/{id}/decision',
  summary: 'Decide a return (operations)',
  description: 'accepted_unused → RETURNED, full refund; accepted_used → RETURN_AFTER_USE, refund less 15 % restocking; rejected → DELIVERED.',
  tags: ['Order self-service'],
  auth: 'admin',
  params: requestParamsSchema,
  body: returnDecisionBodySchema,
  response: orderActionAnswerSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const lateRefundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/orders/{code}/late-refund',
  summary: 'Refund a delivered item after its return window (operations)',
  description: 'The line becomes REFUND_AFTER_30DAYS (5); the money goes back as store credit (to the payment for guest orders).',
  tags: ['Order self-service'],
  auth: 'admin',
  params: orderActionParamsSchema,
  body: lateRefundBodySchema,
  response: orderActionAnswerSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});
