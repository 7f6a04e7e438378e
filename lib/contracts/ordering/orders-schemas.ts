import { z } from 'zod';
import { orderViewSchema } from '@/lib/contracts/ordering/checkout-schemas';
import { queryArray, queryInt } from '@/lib/contracts/query-schemas';

export { orderViewSchema };

export const orderParamsSchema = z.object({
  code: z.string().min(1).max(16).describe('Order number, "DH" and 8 digits'),
});

export const orderQuerySchema = z.object({
  access: z.string().max(128).optional().describe('A guest’s tracking token from POST /v1/orders/track'),
  access_key: z.string().max(64).optional().describe('A guest’s key from the place-order answer (access_key)'),
});

import { MY_ORDERS_PAGE_SIZE } from './ordering-codes';

export { MY_ORDERS_PAGE_SIZE };

export const myOrdersQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1).describe('Page number'),
  limit: queryInt({ min: 1, max: 50 }).default(MY_ORDERS_PAGE_SIZE).describe('Orders per page'),
  statuses: queryArray(queryInt({ min: 0, max: 99 }), { maxItems: 30 }).default([]).describe('Main status codes of spec §4 to keep (all when absent)'),
});

export const orderSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.int(),
  currency: z.string(),
  amount: z.int(),
  item_count: z.int(),
  first_item: z.object({ product_name: z.string(), image_key: z.string() }).nullable(),
  created_at: z.iso.datetime(),
});
export type OrderSummary = z.output<typeof orderSummarySchema>;

export const myOrdersSchema = z.object({
  items: z.array(orderSummarySchema).describe('Newest first'),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
export type MyOrders = z.output<typeof myOrdersSchema>;

export const savedCardsSchema = z.object({
  items: z.array(z.object({ id: z.int(), brand: z.string(), last4: z.string(), exp_month: z.int(), exp_year: z.int() })),
});
