import { defineEndpoint } from '@/lib/contracts/endpoint';
import {
  addShipmentEventBodySchema,
  createPackageBodySchema,
  deliverPackageBodySchema,
  forgotOrderNumberBodySchema,
  forgotOrderNumberResultSchema,
  orderTrackingSchema,
  packageParamsSchema,
  packageViewSchema,
  shipPackageBodySchema,
  shipmentActorQuerySchema,
  trackingParamsSchema,
  trackingQuerySchema,
  trackOrderBodySchema,
  trackOrderResultSchema,
  vendorOrderParamsSchema,
  vendorOrderSchema,
} from './shipments-schemas';

/* Operations/brand API (decision 0030). A member of a brand sends `?brand_id=` and acts on that
 * brand's vendor's lines only (403 for another vendor's; 404 for a brand they do not belong to,
 * the same as a missing one); the brand must be approved or suspended (a suspended brand still
 * ships its orders) and have a store. An operator sends no brand_id and acts as operations on
 * every vendor's lines. */

export const createPackageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/shipments/packages',
  summary: 'Pack lines of one vendor into a package',
  description: 'Lines travel whole and in one package only; the package waits for its label (status 7) until it ships.',
  tags: ['Shipments'],
  auth: 'customer',
  query: shipmentActorQuerySchema,
  body: createPackageBodySchema,
  response: packageViewSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const shipPackageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/shipments/packages/{id}/ship',
  summary: 'Mark a package shipped with its carrier and tracking number',
  description: 'Its lines become SHIPPED; the order becomes PARTIAL_SHIPPED (11) or SHIPPED (1). A package that already shipped, or whose order was cancelled meanwhile, answers 409.',
  tags: ['Shipments'],
  auth: 'customer',
  query: shipmentActorQuerySchema,
  params: packageParamsSchema,
  body: shipPackageBodySchema,
  response: packageViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const addShipmentEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/shipments/packages/{id}/events',
  summary: 'Add a carrier event to a package’s timeline',
  tags: ['Shipments'],
  auth: 'customer',
  query: shipmentActorQuerySchema,
  params: packageParamsSchema,
  body: addShipmentEventBodySchema,
  response: packageViewSchema,
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const deliverPackageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/shipments/packages/{id}/deliver',
  summary: 'Mark a shipped package delivered',
  description: 'Its lines become DELIVERED; when every line that ships is delivered, the order becomes DELIVERED (5).',
  tags: ['Shipments'],
  auth: 'customer',
  query: shipmentActorQuerySchema,
  params: packageParamsSchema,
  body: deliverPackageBodySchema,
  response: packageViewSchema,
  errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
});

export const getVendorOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/shipments/orders/{code}',
  summary: 'An order as its vendor packs it: the vendor’s lines and packages',
  description: 'A brand member (with brand_id) sees their vendor’s lines and packages only; an order without any of them is 404. Operators see every vendor’s.',
  tags: ['Shipments'],
  auth: 'customer',
  query: shipmentActorQuerySchema,
  params: vendorOrderParamsSchema,
  response: vendorOrderSchema,
  errors: ['NOT_FOUND'],
});

/* Shopper tracking. */

export const trackOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/orders/track',
  summary: 'Track an order by its number and e-mail (guests)',
  description: 'The same 404 for a wrong number and a wrong e-mail. Limited per client address. The answer carries a 30-minute access token for GET /v1/orders/tracking/{code}.',
  tags: ['Orders'],
  auth: 'public',
  body: trackOrderBodySchema,
  response: trackOrderResultSchema,
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const getOrderTrackingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/orders/tracking/{code}',
  summary: 'An order with its packages and timeline',
  description: 'The signed-in customer’s own order, or any order with the `access` token of a successful POST /v1/orders/track. Anyone else gets 404.',
  tags: ['Orders'],
  auth: 'optional',
  params: trackingParamsSchema,
  query: trackingQuerySchema,
  response: orderTrackingSchema,
  errors: ['NOT_FOUND'],
});

export const forgotOrderNumberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/orders/forgot',
  summary: 'E-mail the order numbers of an address',
  description: 'Answers the same whether or not the address has orders. Limited per client address and per e-mail.',
  tags: ['Orders'],
  auth: 'public',
  body: forgotOrderNumberBodySchema,
  response: forgotOrderNumberResultSchema,
  successStatus: 202,
  errors: ['RATE_LIMITED'],
});
