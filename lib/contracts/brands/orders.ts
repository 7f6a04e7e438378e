import { z } from 'zod';
import type { AnyContract } from '../endpoint';
import { placeOperatorOrderEndpoint } from '../ordering/operator-orders';
import { defineBrandEndpoint } from './define-brand-endpoint';
import { brandParamsSchema } from './brand-params-schemas';
import {
  brandOrderDetailSchema,
  brandOrderListSchema,
  brandOrderParamsSchema,
  brandOrdersExportQuerySchema,
  brandOrdersQuerySchema,
  brandReturnDecisionBodySchema,
  brandReturnParamsSchema,
  brandReturnSchema,
} from './orders-schemas';

/* A brand's orders (issue 17 item 3). Packing, shipping and delivering use the shipments API
 * with ?brand_id= (lib/contracts/ordering/shipments.ts): one transition table, one path. Another
 * brand's order number answers the 404 of an unknown one. */

const tags = ['Brand orders'];

export const listBrandOrdersEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/orders',
  summary: 'The brand’s order lines, grouped by order, newest first (20 orders a page)',
  description: '`kind=crypto` keeps orders paid in crypto (with the confirmation state), `kind=admin` orders an operator placed on the brand’s behalf. Never another vendor’s lines.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  query: brandOrdersQuerySchema,
  response: brandOrderListSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const exportBrandOrdersEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/orders/export',
  summary: 'The brand’s order lines under the current filters, as CSV',
  description: 'Answers text/csv (no envelope), one row per line, at most 50,000 rows.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  query: brandOrdersExportQuerySchema,
  response: z.null(),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const getBrandOrderEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/orders/{code}',
  summary: 'One order as the brand sees it: its lines, packages, the address to ship to, returns of its lines',
  description: 'Never another vendor’s lines, nor the shopper’s payment details.',
  tags,
  auth: 'customer',
  params: brandOrderParamsSchema,
  response: brandOrderDetailSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const brandPackingSlipEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/orders/{code}/packing-slip',
  summary: 'The packing slip of the brand’s lines of an order, as a PDF',
  description: 'Answers application/pdf (no envelope), in the order’s language, listing the brand’s lines only.',
  tags,
  auth: 'customer',
  params: brandOrderParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const decideBrandReturnEndpoint = defineBrandEndpoint({
  method: 'POST',
  path: '/v1/brands/{brandId}/returns/{requestId}/decision',
  summary: 'Answer a return of one of the brand’s lines: accept it, refuse it with a reason, or mark the item received',
  description:
    '`accept` tells the shopper to send it back; `refuse` (with a reason) closes the request and the line is delivered again; `received` (after accept, condition unused or used) refunds as operations do: the whole line, or less the restocking share.',
  tags,
  auth: 'customer',
  params: brandReturnParamsSchema,
  body: brandReturnDecisionBodySchema,
  response: brandReturnSchema,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
});

export const brandOrderEndpoints: readonly AnyContract[] = [listBrandOrdersEndpoint, exportBrandOrdersEndpoint, getBrandOrderEndpoint, brandPackingSlipEndpoint, decideBrandReturnEndpoint];

/** With the operators' side: placing an order on a brand's behalf (/admin/orders/new). */
export const brandOrderAreaEndpoints: readonly AnyContract[] = [...brandOrderEndpoints, placeOperatorOrderEndpoint];
