import { z } from 'zod';
import { packageViewSchema } from '@/lib/contracts/ordering/shipments-schemas';
import { queryEnum, queryInt } from '../query-schemas';
import { brandParamsSchema, idParam } from './brand-params-schemas';

/*
 * A brand's orders (issue 17 item 3): its own order lines only, grouped by order. Three lists
 * share one shape: every order with its lines ('all'), orders paid in crypto ('crypto', with the
 * payment's confirmation state) and orders an operator placed on its behalf ('admin').
 */

export const BRAND_ORDER_KINDS = ['all', 'crypto', 'admin'] as const;
export type BrandOrderKind = (typeof BRAND_ORDER_KINDS)[number];

/** Status filters over the brand's lines (each names a set of line statuses of spec §4). */
export const BRAND_LINE_FILTERS = ['to_ship', 'shipped', 'delivered', 'returns', 'cancelled', 'awaiting_payment'] as const;
export type BrandLineFilter = (typeof BRAND_LINE_FILTERS)[number];

export const BRAND_ORDERS_PAGE_SIZE = 20;

export const brandOrdersQuerySchema = z.object({
  kind: queryEnum(BRAND_ORDER_KINDS).default('all'),
  status: queryEnum(BRAND_LINE_FILTERS).optional().describe('Leave out for every line.'),
  q: z.string().trim().max(100, { error: 'Search with at most 100 characters.' }).optional().describe('An order number (or its start) or part of the shopper’s e-mail.'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});
export type BrandOrdersQuery = z.infer<typeof brandOrdersQuerySchema>;

export const brandOrdersExportQuerySchema = brandOrdersQuerySchema.omit({ page: true });

const orderCode = z.string().trim().toUpperCase().regex(/^DH\d{8}$/, { error: 'An order number is DH and 8 digits.' });
export const brandOrderParamsSchema = brandParamsSchema.extend({ code: orderCode.describe('Order number') });
export const brandReturnParamsSchema = brandParamsSchema.extend({ requestId: idParam('return request') });

export const cryptoStateSchema = z
  .object({
    payment_status: z.string().describe('The payment’s status (pending, captured, expired, failed...)'),
    confirmations: z.int(),
    confirmations_required: z.int(),
    asset: z.string(),
  })
  .describe('The crypto payment’s confirmation state; null for other methods');

export const brandOrderLineSchema = z.object({
  id: z.int(),
  sku: z.string(),
  product_name: z.string(),
  options: z.string().describe('Variant options as sold ("Colour: Oak, Size: 140 cm")'),
  quantity: z.int(),
  unit_price: z.int().describe('Minor units'),
  line_total: z.int().describe('Minor units'),
  status: z.int().describe('Line status code of spec §4'),
});

export const brandOrderSummarySchema = z.object({
  code: z.string(),
  created_at: z.iso.datetime(),
  status: z.int().describe('Main status code of spec §4'),
  email: z.string(),
  currency: z.string(),
  ship_to_country: z.string(),
  brand_total: z.int().describe('Sum of the listed lines, minor units'),
  placed_by_operator: z.boolean(),
  crypto: cryptoStateSchema.nullable(),
  lines: z.array(brandOrderLineSchema),
});
export type BrandOrderSummary = z.infer<typeof brandOrderSummarySchema>;

export const brandOrderListSchema = z.object({
  items: z.array(brandOrderSummarySchema),
  page: z.int(),
  per_page: z.int(),
  total: z.int().describe('Orders with at least one matching line'),
});
export type BrandOrderList = z.infer<typeof brandOrderListSchema>;

export const brandReturnSchema = z.object({
  id: z.int(),
  line_id: z.int(),
  status: z.enum(['completed', 'in_review', 'accepted', 'rejected']),
  reason: z.string().describe('The shopper’s reason'),
  condition: z.string().nullable(),
  created_at: z.iso.datetime(),
  brand_decision: z.enum(['accepted', 'refused']).nullable(),
  brand_reason: z.string().nullable(),
  outcome: z.string().nullable().describe('accepted_unused, accepted_used, rejected once decided'),
  refund_amount: z.int().describe('Minor units'),
});
export type BrandReturn = z.infer<typeof brandReturnSchema>;

export const brandOrderDetailSchema = z.object({
  code: z.string(),
  created_at: z.iso.datetime(),
  status: z.int(),
  email: z.string(),
  currency: z.string(),
  placed_by_operator: z.boolean(),
  crypto: cryptoStateSchema.nullable(),
  ship_to: z.object({ full_name: z.string(), street: z.string(), line_1: z.string(), city: z.string(), state_or_province: z.string(), postal_code: z.string(), country: z.string(), phone: z.string() }),
  shipping_option: z.string(),
  lines: z.array(brandOrderLineSchema.extend({ package_id: z.int().nullable() })),
  packages: z.array(packageViewSchema),
  returns: z.array(brandReturnSchema),
});
export type BrandOrderDetail = z.infer<typeof brandOrderDetailSchema>;

export const brandReturnDecisionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('refuse'), reason: z.string().trim().min(3, { error: 'Say why in a few words.' }).max(500, { error: 'At most 500 characters.' }) }),
  z.object({ action: z.literal('received'), condition: z.enum(['unused', 'used'], { error: 'The condition is unused or used.' }) }),
]);
export type BrandReturnDecision = z.infer<typeof brandReturnDecisionBodySchema>;
